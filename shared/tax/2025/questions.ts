/**
 * Facts the chat assistant may quote for tax year 2025, each with its source. Amounts are read
 * from figures.ts and dates from season.ts, so the assistant and the UI never disagree and no
 * prompt does tax arithmetic.
 */
import { filingStatusLabel, type FilingStatus } from '#shared/enums';
import { formatUsd } from '#shared/money';
import { BRACKETS, CHILD_TAX_CREDIT, PAYROLL, STANDARD_DEDUCTION } from '#shared/tax/2025/figures';
import { season2025 } from '#shared/tax/2025/season';

export type FactTopic = 'deadlines' | 'standard_deduction' | 'brackets' | 'child_tax_credit' | 'documents' | 'form_boxes';

export interface TaxFact {
  id: string;
  topic: FactTopic;
  question: string;
  answer: string;
  source: string;
  keywords: readonly string[];
}

/** Form boxes the assistant can explain. */
export type BoxForm = 'w2' | '1099-int' | '1099-div' | '1098';

export interface BoxFact {
  form: BoxForm;
  /** Box number as printed ('1', '1a', '12'), or 'box 12 code' as '12:D'. */
  box: string;
  title: string;
  meaning: string;
  source: string;
}

function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${months[m - 1] ?? ''} ${d}, ${y}`;
}

const statusLabel = filingStatusLabel;

function bracketText(status: FilingStatus): string {
  let lower = 0;
  return BRACKETS[status]
    .map((b) => {
      const pct = `${b.rateBps / 100} %`;
      const text = b.upTo === null ? `${pct} over ${formatUsd(lower)}` : `${pct} up to ${formatUsd(b.upTo)}`;
      lower = b.upTo ?? lower;
      return text;
    })
    .join('; ');
}

/** Meanings of common boxes (W-2 boxes 1–6 and box 12 codes C, D, DD, E, W; 1099-INT 1; 1099-DIV 1a, 1b; 1098 1). */
export const BOX_FACTS: readonly BoxFact[] = [
  { form: 'w2', box: '1', title: 'Wages, tips, other compensation', meaning: 'Pay subject to federal income tax, after pre-tax deductions such as 401(k) deferrals and cafeteria-plan health premiums. It goes on Form 1040 line 1a.', source: 'General Instructions for Forms W-2 and W-3 (2025), box 1; Form 1040 line 1a' },
  { form: 'w2', box: '2', title: 'Federal income tax withheld', meaning: 'Federal income tax your employer withheld. It is a payment toward your tax on Form 1040 line 25a.', source: 'Instructions for Forms W-2 and W-3 (2025), box 2; Form 1040 line 25a' },
  { form: 'w2', box: '3', title: 'Social security wages', meaning: `Wages subject to social security tax, up to the ${formatUsd(PAYROLL.socialSecurityWageBase)} wage base for 2025. It can be higher than box 1 because 401(k) deferrals are included.`, source: 'Instructions for Forms W-2 and W-3 (2025), box 3; SSA 2025 contribution and benefit base' },
  { form: 'w2', box: '4', title: 'Social security tax withheld', meaning: `6.2 % of box 3; at most ${formatUsd(PAYROLL.maxSocialSecurityWithheld)} for 2025 from one employer.`, source: 'IRC §3101(a); Instructions for Forms W-2 and W-3 (2025), box 4' },
  { form: 'w2', box: '5', title: 'Medicare wages and tips', meaning: 'Wages subject to Medicare tax; there is no wage base limit.', source: 'Instructions for Forms W-2 and W-3 (2025), box 5' },
  { form: 'w2', box: '6', title: 'Medicare tax withheld', meaning: '1.45 % of box 5, plus 0.9 % Additional Medicare Tax on wages over $200,000 from one employer.', source: 'IRC §3101(b), §3102(f); Instructions for Forms W-2 and W-3 (2025), box 6' },
  { form: 'w2', box: '12:C', title: 'Box 12 code C', meaning: 'Taxable cost of group-term life insurance over $50,000; already included in boxes 1, 3 and 5.', source: 'Instructions for Forms W-2 and W-3 (2025), box 12 codes' },
  { form: 'w2', box: '12:D', title: 'Box 12 code D', meaning: 'Elective deferrals to a 401(k) plan; not included in box 1 (pre-tax), included in boxes 3 and 5.', source: 'Instructions for Forms W-2 and W-3 (2025), box 12 codes' },
  { form: 'w2', box: '12:E', title: 'Box 12 code E', meaning: 'Elective deferrals under a 403(b) plan; not included in box 1.', source: 'Instructions for Forms W-2 and W-3 (2025), box 12 codes' },
  { form: 'w2', box: '12:W', title: 'Box 12 code W', meaning: 'Employer contributions to your health savings account, including your own pre-tax contributions through a cafeteria plan; report them on Form 8889.', source: 'Instructions for Forms W-2 and W-3 (2025), box 12 codes; Form 8889' },
  { form: 'w2', box: '12:DD', title: 'Box 12 code DD', meaning: 'Cost of employer-sponsored health coverage. It is for information only and is not taxable.', source: 'Instructions for Forms W-2 and W-3 (2025), box 12 codes' },
  { form: '1099-int', box: '1', title: 'Interest income', meaning: 'Taxable interest paid to you. It goes on Form 1040 line 2b (Schedule B when total interest is over $1,500).', source: 'Instructions for Recipient, Form 1099-INT (Rev. January 2024); Form 1040 line 2b' },
  { form: '1099-div', box: '1a', title: 'Total ordinary dividends', meaning: 'All ordinary dividends, including the qualified ones in box 1b. They go on Form 1040 line 3b.', source: 'Instructions for Recipient, Form 1099-DIV (Rev. January 2024); Form 1040 line 3b' },
  { form: '1099-div', box: '1b', title: 'Qualified dividends', meaning: 'The part of box 1a taxed at the 0/15/20 % capital gain rates. It goes on Form 1040 line 3a.', source: 'Instructions for Recipient, Form 1099-DIV (Rev. January 2024); Form 1040 line 3a; IRC §1(h)(11)' },
  { form: '1098', box: '1', title: 'Mortgage interest received from payer(s)/borrower(s)', meaning: 'Home mortgage interest you paid in 2025. It is deductible on Schedule A line 8a only if you itemize instead of taking the standard deduction.', source: 'Instructions for Form 1098 (Rev. April 2025); Schedule A line 8a' },
];

/** The 2025 fact table. */
export const TAX_FACTS_2025: readonly TaxFact[] = [
  {
    id: 'deadline-filing-opens',
    topic: 'deadlines',
    question: 'When does the IRS start accepting 2025 returns?',
    answer: `The IRS starts accepting tax year 2025 returns on ${longDate(season2025.filingOpens)}.`,
    source: 'IRS 2026 filing season opening announcement (season.ts)',
    keywords: ['when', 'start', 'open', 'opens', 'accepting', 'filing season', 'begin'],
  },
  {
    id: 'deadline-due-date',
    topic: 'deadlines',
    question: 'When are 2025 returns due?',
    answer: `Returns for 2025 are due ${longDate(season2025.dueDate)}. With Form 4868 you can extend the filing deadline to ${longDate(season2025.extensionDueDate)}, but tax owed is still due ${longDate(season2025.dueDate)}.`,
    source: 'IRC §6072(a); Form 4868 instructions (season.ts)',
    keywords: ['due', 'deadline', 'april', 'extension', 'extend', '4868', 'october', 'late'],
  },
  {
    id: 'deadline-refund-timing',
    topic: 'deadlines',
    question: 'How long does a refund take?',
    answer: `E-filed returns with direct deposit are usually refunded in as little as ${season2025.efileRefundDays} days; paper returns take ${season2025.paperRefundWeeks.min}–${season2025.paperRefundWeeks.max} weeks.`,
    source: 'IRS Tax Topic 152 (season.ts)',
    keywords: ['refund', 'how long', 'direct deposit', 'paper', 'days', 'weeks', 'when will i get'],
  },
  {
    id: 'standard-deduction',
    topic: 'standard_deduction',
    question: 'What is the 2025 standard deduction?',
    answer:
      (['single', 'married_filing_jointly', 'married_filing_separately', 'head_of_household', 'qualifying_widow'] as const)
        .map((s) => `${statusLabel(s)}: ${formatUsd(STANDARD_DEDUCTION[s])}`)
        .join('; ') +
      '. Add $2,000 (single, head of household) or $1,600 (married, surviving spouse) for each taxpayer 65 or older or blind. People 65 or older may also take the $6,000 senior deduction (Schedule 1-A), reduced above $75,000 of income ($150,000 joint).',
    source: 'OBBBA (P.L. 119-21) §70102, §70103; IRC §63(c), §63(f); Rev. Proc. 2024-40; Form 1040 (2025) line 12e',
    keywords: ['standard deduction', 'deduction', 'itemize', '65', 'senior', 'blind', 'how much can i deduct'],
  },
  ...(['single', 'married_filing_jointly', 'married_filing_separately', 'head_of_household'] as const).map(
    (s): TaxFact => ({
      id: `brackets-${s}`,
      topic: 'brackets',
      question: `What are the 2025 tax brackets for ${statusLabel(s)}${s === 'married_filing_jointly' ? ' (and Qualifying Surviving Spouse)' : ''}?`,
      answer: `Taxable income brackets for ${statusLabel(s)}: ${bracketText(s)}.`,
      source: 'Rev. Proc. 2024-40 §3.01; IRC §1(j) (rates made permanent by OBBBA §70101)',
      keywords: ['bracket', 'brackets', 'rate', 'tax rate', 'marginal', statusLabel(s).toLowerCase(), s.replace(/_/g, ' ')],
    }),
  ),
  {
    id: 'child-tax-credit',
    topic: 'child_tax_credit',
    question: 'How much is the 2025 child tax credit?',
    answer: `${formatUsd(CHILD_TAX_CREDIT.perChild)} per qualifying child under 17 at the end of 2025 with a valid SSN; up to ${formatUsd(CHILD_TAX_CREDIT.refundablePerChild)} per child is refundable as the additional child tax credit (15 % of earned income over ${formatUsd(CHILD_TAX_CREDIT.earnedIncomeFloor)}). Other dependents give a ${formatUsd(CHILD_TAX_CREDIT.otherDependent)} credit. The credit falls by $50 for each $1,000 of modified AGI over ${formatUsd(CHILD_TAX_CREDIT.phaseOutThreshold.other)} (${formatUsd(CHILD_TAX_CREDIT.phaseOutThreshold.joint)} married filing jointly).`,
    source: 'OBBBA §70104; IRC §24; Rev. Proc. 2024-40 §3.05; Schedule 8812 (2025)',
    keywords: ['child tax credit', 'ctc', 'child', 'children', 'kids', 'dependent', 'actc', 'refundable', 'credit'],
  },
  {
    id: 'documents-to-bring',
    topic: 'documents',
    question: 'What documents do I need to file?',
    answer:
      'Bring: every Form W-2; 1099-NEC and 1099-MISC (self-employment, rents, other income); 1099-INT and 1099-DIV (interest, dividends); 1099-B, 1099-R, SSA-1099 and 1099-G if you had sales, retirement income, social security or unemployment; Form 1098 (mortgage interest) and property tax records if you may itemize; 1098-T and 1098-E (tuition, student loan interest); Form 1095-A if you had Marketplace coverage; last year’s return (its AGI signs your e-filed return); Social Security numbers and dates of birth for you, your spouse and dependents; a photo ID; and bank routing and account numbers for direct deposit.',
    source: 'Form 1040 (2025) instructions; IRS Publication 17; IRS Topic 255 (Self-Select PIN uses prior-year AGI)',
    keywords: ['documents', 'bring', 'need', 'checklist', 'forms', 'what do i need', 'upload', 'paperwork'],
  },
  ...BOX_FACTS.map(
    (b): TaxFact => ({
      id: `box-${b.form}-${b.box.replace(':', '-').toLowerCase()}`,
      topic: 'form_boxes',
      question: `What does ${formName(b.form)} ${boxName(b.box)} mean?`,
      answer: `${formName(b.form)} ${boxName(b.box)} (${b.title}): ${b.meaning}`,
      source: b.source,
      keywords: [b.form, formName(b.form).toLowerCase(), `box ${b.box.split(':')[0]}`, ...(b.box.includes(':') ? [`code ${b.box.split(':')[1]?.toLowerCase()}`] : []), b.title.toLowerCase()],
    }),
  ),
];

function formName(form: BoxForm): string {
  return { w2: 'Form W-2', '1099-int': 'Form 1099-INT', '1099-div': 'Form 1099-DIV', '1098': 'Form 1098' }[form];
}

function boxName(box: string): string {
  const [n, code] = box.split(':');
  return code ? `box ${n} code ${code}` : `box ${n}`;
}

/** The fact with this id, if any. */
export function factById(id: string): TaxFact | undefined {
  return TAX_FACTS_2025.find((f) => f.id === id);
}

/** All facts on one topic, in table order. */
export function factsByTopic(topic: FactTopic): TaxFact[] {
  return TAX_FACTS_2025.filter((f) => f.topic === topic);
}

/** The meaning of a form box: boxMeaning('w2', '12', 'DD'); box names are matched case-insensitively. */
export function boxMeaning(form: BoxForm, box: string, code?: string): BoxFact | undefined {
  const key = (code ? `${box}:${code}` : box).toUpperCase();
  return BOX_FACTS.find((b) => b.form === form && b.box.toUpperCase() === key);
}

/** The facts whose keywords best match a free-text question, best first (at most `limit`). */
export function searchFacts(query: string, limit = 3): TaxFact[] {
  const q = ` ${query.toLowerCase().replace(/[^a-z0-9-]+/g, ' ')} `;
  const scored = TAX_FACTS_2025.map((fact, index) => {
    const score = fact.keywords.reduce((sum, k) => (q.includes(` ${k.toLowerCase()} `) || (k.includes(' ') && q.includes(k.toLowerCase())) ? sum + k.length : sum), 0);
    return { fact, index, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.fact);
}
