/**
 * Filing status by the rules of IRS Publication 501 (2025), "What Is My Filing Status?" and its
 * sections on Head of Household and Qualifying Surviving Spouse. Pure: it takes the answers the
 * user gave and returns either the status they support, with why, or the next question to ask.
 * It never guesses: a question it cannot decide without an answer is asked.
 */
import { filingStatusLabel, type FilingStatus } from '#shared/enums';

export const PUB_501 = 'IRS Publication 501 (2025), Filing Status';

/** The questions of the filing-status interview. */
export const FS_QUESTIONS = ['fs_married', 'fs_spouse_died', 'fs_lived_apart', 'fs_qualifying', 'fs_dependent_child', 'fs_paid_half', 'fs_joint'] as const;
export type FsQuestion = (typeof FS_QUESTIONS)[number];

export interface FsAnswers {
  /** Married on December 31 (a spouse who died during the year counts as married). */
  married?: boolean;
  /** The year the spouse died, when the user was widowed. */
  spouseDiedYear?: number;
  /** Said they were widowed without giving the year. */
  widowed?: boolean;
  /** Said they have not remarried since the spouse died. */
  notRemarried?: boolean;
  /** Lived apart from the spouse for the last six months of the year. */
  livedApart?: boolean;
  /**
   * The spouses live apart now (separated during the last six months): not "considered unmarried",
   * and a joint return needs both to agree, so their choice is asked, never assumed.
   */
  apartNow?: boolean;
  /**
   * A divorce under way, not final on December 31: married for the year (Pub. 501), and a joint return needs both to
   * agree and sign, so the choice is asked, never assumed.
   */
  divorcing?: boolean;
  /**
   * Said to be separated from the spouse (not divorced): whether they lived apart the whole last six months is asked
   * before the joint-or-separate choice, since living apart with a qualifying child can make the user "considered unmarried".
   */
  separated?: boolean;
  /** A qualifying person (a child or a relative you support) lived with you more than half the year. */
  qualifyingPerson?: boolean;
  /** A child or stepchild you can claim as a dependent lived with you all year (surviving spouse test). */
  dependentChild?: boolean;
  /**
   * The only children named are foster children: a qualifying child for Head of Household, never
   * for Qualifying Surviving Spouse, which needs the taxpayer's son, daughter, stepchild or adopted
   * child (Pub. 501, "Qualifying Surviving Spouse").
   */
  fosterChild?: boolean;
  /** Paid more than half the cost of keeping up the home. */
  paidHalf?: boolean;
  /**
   * `paidHalf` was read from one cost of the home named alone ("i pay the rent"): enough for an
   * unmarried person, but asked of a married person living apart, whose spouse may still pay toward
   * the home (ADR 127). An answer to the question sets it false.
   */
  paidOneCost?: boolean;
  /** A married couple's own choice: true for separate returns, false for one joint return. */
  separate?: boolean;
  /**
   * The user claims a parent as a dependent and pays more than half the cost of the parent's main
   * home, which may be a rest home or care facility (Pub. 501, "Special rule for parent").
   */
  parentHome?: boolean;
  /**
   * The spouse was a nonresident alien and the couple does not choose to treat them as a resident:
   * no joint return, and the user is considered unmarried for Head of Household (Pub. 501,
   * "Nonresident alien spouse").
   */
  nonresidentSpouse?: boolean;
}

export const FS_QUESTION_TEXT: Record<FsQuestion, (year: number) => string> = {
  fs_married: (y) => `Were you married on December 31, ${y}? (If your spouse died during ${y}, answer yes.)`,
  fs_spouse_died: (y) => `Did your spouse die in ${y - 2} or ${y - 1}? If so, which year?`,
  fs_lived_apart: (y) => `Did you and your spouse live apart for the whole last six months of ${y} (July to December)?`,
  fs_qualifying: (y) => `Did a child, or a relative you support, live with you for more than half of ${y}?`,
  fs_dependent_child: (y) => `Do you have a child or stepchild you can claim as a dependent who lived with you all of ${y}?`,
  fs_paid_half: (y) => `Did you pay more than half the cost of keeping up your home in ${y} (rent or mortgage, utilities, repairs, food eaten at home)?`,
  fs_joint: () => `Will you and your spouse file one joint return together (${filingStatusLabel('married_filing_jointly')}), or each file your own (${filingStatusLabel('married_filing_separately')})? A joint return needs both spouses to agree and sign (if your spouse died, you sign for both unless a personal representative was appointed).`,
};

/**
 * Why each question is asked, in Pub. 501's terms: the reply to "why do you need to know?" or "what
 * does that mean?" said back to it (ADR 127). Words only, no figures.
 */
export const FS_QUESTION_WHY: Record<FsQuestion, (year: number) => string> = {
  fs_married: (y) => `Your filing status depends on whether you were married on the last day of the year: married on December 31, ${y}, you count as married for all of ${y}; divorced or legally separated by then, you count as unmarried. A spouse who died during ${y} still counts as married for ${y} (${PUB_501}, "Marital Status").`,
  fs_spouse_died: () => `If your spouse died in one of the two years before, you have not remarried and a dependent child lives with you, you may file as ${filingStatusLabel('qualifying_widow')}, which uses the joint rates (${PUB_501}, "Qualifying Surviving Spouse").`,
  fs_lived_apart: () => `A married person whose spouse did not live in the home for the whole last six months of the year, and who keeps up a home for a child, is "considered unmarried" and may file as ${filingStatusLabel('head_of_household')}. Time away for work, school, military service or a hospital stay does not count as living apart (${PUB_501}, "Considered Unmarried").`,
  fs_qualifying: () => `${filingStatusLabel('head_of_household')} needs a qualifying person: usually your child, stepchild, foster child, sibling or a descendant of one who is under 19 (under 24 if a student) and lived with you more than half the year, or a relative you can claim as a dependent; a parent you claim may live elsewhere. A partner, roommate or friend is not one (${PUB_501}, "Qualifying Person").`,
  fs_dependent_child: () => `${filingStatusLabel('qualifying_widow')} needs your son, daughter, stepchild or adopted child, whom you can claim as a dependent, living with you all year (${PUB_501}, "Qualifying Surviving Spouse").`,
  fs_paid_half: () => `${filingStatusLabel('head_of_household')} and ${filingStatusLabel('qualifying_widow')} need you to pay more than half the cost of keeping up your home: rent, mortgage interest, property tax, home insurance, repairs, utilities and food eaten at home. Money others in the home put in, a partner's included, is not yours (${PUB_501}, "Keeping Up a Home").`,
  fs_joint: () => `A married couple chooses: one joint return, which usually costs less tax and makes both of you responsible for it, or separate returns, each responsible only for their own (${PUB_501}, "Married Filing Jointly" and "Married Filing Separately").`,
};

export type FsDecision = { status: FilingStatus; reason: string } | { ask: FsQuestion };

const L = filingStatusLabel;

/** The filing status the answers support, or the next question. */
export function decideFilingStatus(a: FsAnswers, year: number): FsDecision {
  if (a.spouseDiedYear === year) {
    // A joint return with the spouse who died is allowed, not required (Pub. 501): it is the user's choice.
    // Not remarried said too, the joint return is allowed but still chosen: the choice is asked, never assumed
    // (ADR 127 proposed it; ADR 166 asks, as a careful preparer does).
    if (a.separate === undefined) return { ask: 'fs_joint' };
    if (a.separate) return { status: 'married_filing_separately', reason: `Your spouse died in ${year}, so you are considered married for the whole year; you chose separate returns: ${L('married_filing_separately')} (${PUB_501}, "Spouse died during the year").` };
    return { status: 'married_filing_jointly', reason: `Your spouse died in ${year}, so you are considered married for the whole year and can file ${L('married_filing_jointly')} for yourself and your spouse; ${L('married_filing_separately')} is the other choice. You sign for both, writing "filing as surviving spouse", unless a personal representative was appointed, who then signs too (${PUB_501}, "Spouse died during the year").` };
  }
  if (a.widowed && a.spouseDiedYear === undefined) return { ask: 'fs_spouse_died' };
  const widowedRecently = a.spouseDiedYear !== undefined && a.spouseDiedYear >= year - 2 && a.spouseDiedYear < year;
  const married = a.spouseDiedYear !== undefined ? false : a.married;
  if (married === undefined) return { ask: 'fs_married' };

  if (married && a.nonresidentSpouse) {
    // Pub. 501, "Nonresident alien spouse": without the choice to treat the spouse as a resident there
    // is no joint return, and the user is considered unmarried for Head of Household.
    const mfs = { status: 'married_filing_separately' as const, reason: `Your spouse was a nonresident alien and you are not choosing to treat them as a resident, so you can't file a joint return; with no qualifying person your status is ${L('married_filing_separately')} (${PUB_501}, "Nonresident alien spouse").` };
    if (a.qualifyingPerson === undefined) return { ask: 'fs_qualifying' };
    if (!a.qualifyingPerson) return mfs;
    if (a.paidHalf === undefined) return { ask: 'fs_paid_half' };
    if (!a.paidHalf) return { ...mfs, reason: `Your spouse was a nonresident alien and you are not choosing to treat them as a resident, so you can't file a joint return, and ${L('head_of_household')} needs you to pay more than half the cost of keeping up the home: ${L('married_filing_separately')} (${PUB_501}, "Nonresident alien spouse").` };
    return {
      status: 'head_of_household',
      reason: `Your spouse was a nonresident alien and you are not choosing to treat them as a resident, so you are considered unmarried for ${L('head_of_household')}; a qualifying person lived with you and you paid more than half the cost of keeping up your home (${PUB_501}, "Nonresident alien spouse" and "Head of Household"). The qualifying person must be your qualifying child or dependent; your spouse is never one.`,
    };
  }

  if (married) {
    const together = a.separate
      ? { status: 'married_filing_separately' as const, reason: `You were married on December 31, ${year} and chose separate returns: ${L('married_filing_separately')}. Filing jointly usually costs less tax (${PUB_501}).` }
      : { status: 'married_filing_jointly' as const, reason: `You were married on December 31, ${year}, so you are married for all of ${year}. Most couples pay less tax with ${L('married_filing_jointly')}; ${L('married_filing_separately')} is the other choice (${PUB_501}).` };
    if (a.livedApart === undefined) {
      // Living apart matters only to a spouse who could be "considered unmarried" (Pub. 501): one who is separated or has a
      // qualifying person at home. Otherwise the couple's choice is what decides, asked first; a joint return is the same
      // whether they lived apart or not.
      if (a.separate === false) return together;
      if (a.separated || a.qualifyingPerson === true) return { ask: 'fs_lived_apart' };
      if (a.separate === undefined) return { ask: 'fs_joint' };
      return together;
    }
    if (!a.livedApart) return (a.apartNow || a.divorcing) && a.separate === undefined ? { ask: 'fs_joint' } : together;
    // Spouses living apart who cannot use Head of Household still file as a married couple, but a
    // joint return needs both to agree and sign: their choice is asked, never assumed.
    const apartChoice = a.separate === undefined ? ({ ask: 'fs_joint' } as const) : together;
    // "Considered unmarried": lived apart the last six months, paid more than half the cost of a
    // home where a qualifying child lived more than half the year.
    if (a.qualifyingPerson === undefined) return { ask: 'fs_qualifying' };
    if (!a.qualifyingPerson) return apartChoice;
    // One cost named alone stands for the whole only outside "considered unmarried" (ADR 127).
    if (a.paidHalf === undefined || (a.paidHalf && a.paidOneCost)) return { ask: 'fs_paid_half' };
    if (!a.paidHalf) return apartChoice;
    return {
      status: 'head_of_household',
      reason: `You lived apart from your spouse for the last six months of ${year}, a qualifying child lived with you and you paid more than half the cost of keeping up your home, so you are "considered unmarried" and can file as ${L('head_of_household')} (${PUB_501}, "Considered Unmarried"). The child must be your dependent (or you would lose that only because the other parent claims them).`,
    };
  }

  // Pub. 501: the surviving spouse's child is a son, daughter, stepchild or adopted child, not a foster child.
  const survivorsChild = a.fosterChild ? false : a.dependentChild;
  if (widowedRecently && !a.fosterChild) {
    if (survivorsChild === undefined) return { ask: 'fs_dependent_child' };
    if (survivorsChild) {
      if (a.paidHalf === undefined) return { ask: 'fs_paid_half' };
      if (a.paidHalf) {
        return {
          status: 'qualifying_widow',
          reason: `Your spouse died in ${a.spouseDiedYear}, you did not remarry, a dependent child lived with you all year and you paid more than half the cost of keeping up your home, so you can file as ${L('qualifying_widow')}, which uses the joint rates and standard deduction (${PUB_501}, "Qualifying Surviving Spouse").`,
        };
      }
    }
  }

  if (a.parentHome) {
    return {
      status: 'head_of_household',
      reason: `You were unmarried on December 31, ${year}, you can claim your parent as a dependent and you paid more than half the cost of keeping up your parent's main home (a care facility counts), so you can file as ${L('head_of_household')} even though your parent does not live with you (${PUB_501}, "Special rule for parent").`,
    };
  }
  const qualifying = a.qualifyingPerson ?? (a.dependentChild === true || a.fosterChild ? true : undefined);
  if (qualifying === undefined) return { ask: 'fs_qualifying' };
  if (!qualifying) {
    return { status: 'single', reason: `You were not married on December 31, ${year} and no qualifying person lived with you, so your status is ${L('single')} (${PUB_501}). If you support a parent or another relative, tell me: ${L('head_of_household')} may fit.` };
  }
  if (a.paidHalf === undefined || (a.paidHalf && a.paidOneCost)) return { ask: 'fs_paid_half' };
  if (!a.paidHalf) {
    return { status: 'single', reason: `You were not married on December 31, ${year}, and ${L('head_of_household')} needs you to pay more than half the cost of keeping up the home, so your status is ${L('single')} (${PUB_501}).` };
  }
  const foster = widowedRecently && a.fosterChild
    ? ` A foster child does not make you a ${L('qualifying_widow')}: that status needs your son, daughter, stepchild or adopted child (${PUB_501}, "Qualifying Surviving Spouse").`
    : '';
  return {
    status: 'head_of_household',
    reason: `You were unmarried on December 31, ${year}, a qualifying person lived with you for more than half the year and you paid more than half the cost of keeping up your home, so you can file as ${L('head_of_household')}, with a bigger standard deduction and wider brackets than ${L('single')} (${PUB_501}, "Head of Household").${foster}`,
  };
}
