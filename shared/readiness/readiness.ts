/**
 * One readiness model (docs/decisions/060-one-readiness-model.md): for one user and tax year it
 * decides every status the product shows — the profile's completeness, the documents, the
 * analysis, what blocks sign-off, the signature and the next step. The dashboard (percent,
 * timeline, status banner), the completion prompts, the notification bell, the Profile tab,
 * /review's progress and the journey steps all read it, so they cannot disagree.
 *
 * The dashboard's percent stays the spec's four units (§4 "Completion percent"); the words "Ready
 * for Review" and "complete" are never shown as reached while a blocking problem is open.
 */
import { JOURNEY_STEPS, type JourneyStepKey } from '#shared/journey';
import {
  allDocumentsAnalyzed,
  missingProfileItems,
  progressStepsFor,
  stepsDoneFor,
  READINESS_MESSAGES,
  type DocumentsSummary,
  type ProfileFacts,
  type ProgressStep,
} from '#shared/profile/rules';
import { SIGNING_MESSAGES } from '#shared/review/sign-off';

/** The review status the model reads (GET /api/review/status, or the status inside GET /api/review). */
export interface ReadinessReviewStatus {
  signed: boolean;
  valid: boolean;
  readyForFiling: boolean;
  /** Everything that stands between the user and a return ready for filing, signing included. */
  blockers: readonly string[];
}

export interface ReadinessInput {
  profile: ProfileFacts | null | undefined;
  /** Instead of the profile: what the review found missing from it (null: no profile). */
  profileMissing?: readonly string[] | null;
  documents: DocumentsSummary & { processingCount?: number; failedCount?: number };
  /** Null while the review status is not known (then nothing is claimed ready). */
  review: ReadinessReviewStatus | null | undefined;
}

export type BlockerArea = 'profile' | 'documents' | 'checks';

/** One open problem that blocks sign-off, with where to fix it. */
export interface ReadinessBlocker {
  area: BlockerArea;
  text: string;
  href: string;
  linkLabel: string;
}

export type ReadinessStage = 'profile' | 'documents' | 'analysis' | 'blocked' | 'sign' | 'resign' | 'complete';

export interface ReadinessStep extends ProgressStep {
  /** Why a step that the counters alone would call done is not done yet. */
  note: string | null;
}

export interface Readiness {
  stage: ReadinessStage;
  /** The spec's four-unit percent and its n of "n/4 complete" (§4). */
  percent: number;
  stepsDone: number;
  /** The dashboard's four-step timeline; 'Ready for Review' is not done while a blocker is open. */
  steps: ReadinessStep[];
  profile: { valid: boolean; missing: string[]; message: string | null };
  documents: { count: number; analyzed: number; processing: number; failed: number; allAnalyzed: boolean };
  /** Open problems before sign-off (signing itself is not one). */
  blockers: ReadinessBlocker[];
  readyForReview: boolean;
  signed: boolean;
  signatureValid: boolean;
  readyForFiling: boolean;
  /** The one-line status every screen shows, and the next step. */
  headline: { tone: 'info' | 'warning' | 'success'; title: string; text: string };
  next: { label: string; href: string };
  /** The profile wizard's title and description, which follow the user's state. */
  wizard: { title: string; description: string };
  /** /review's five-step journey and its percent (100 once ready for filing). */
  journey: { steps: { key: JourneyStepKey; title: string; done: boolean }[]; percent: number };
}

const SIGNING = new Set<string>(Object.values(SIGNING_MESSAGES));

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Which part of the product fixes a blocker, from its text (the review's blocker messages). */
export function classifyBlocker(text: string): ReadinessBlocker {
  if (text === READINESS_MESSAGES.noProfile || text.startsWith(READINESS_MESSAGES.missingPrefix) || /to your profile/.test(text)) {
    return { area: 'profile', text, href: '/intake?open=profile', linkLabel: 'Complete your profile' };
  }
  if (/^Upload at least one/.test(text) || /still being analyzed|could not be analyzed|^Confirm the values/.test(text)) {
    return { area: 'documents', text, href: '/review#documents', linkLabel: 'Check your documents' };
  }
  return { area: 'checks', text, href: '/review#checks', linkLabel: 'Fix it on the Review page' };
}

/** Decides every status of the product for one user and year. Pure. */
export function readinessOf(input: ReadinessInput): Readiness {
  const { profile, documents: docs, review } = input;
  const noProfile = input.profileMissing !== undefined ? input.profileMissing === null : !profile;
  const missing = input.profileMissing !== undefined ? [...(input.profileMissing ?? missingProfileItems(null))] : missingProfileItems(profile);
  const valid = !noProfile && missing.length === 0;
  const profileMessage = noProfile ? READINESS_MESSAGES.noProfile : valid ? null : READINESS_MESSAGES.missingPrefix + missing.join(', ');
  const processing = docs.processingCount ?? 0;
  const failed = docs.failedCount ?? 0;
  const allAnalyzed = allDocumentsAnalyzed(docs);
  const blockers = (review?.blockers ?? []).filter((b) => !SIGNING.has(b)).map(classifyBlocker);
  const signed = review?.signed ?? false;
  const signatureValid = signed && (review?.valid ?? false);
  const readyForFiling = review?.readyForFiling ?? false;
  const readyForReview = review != null && valid && allAnalyzed && blockers.length === 0;

  const steps: ReadinessStep[] = progressStepsFor(valid, docs).map((s) => {
    if (s.key !== 'review' || s.state !== 'done' || readyForReview) return { ...s, note: null };
    const note =
      review == null
        ? 'Checking your return…'
        : blockers.length
          ? `${plural(blockers.length, 'problem')} to fix before review: ${blockers[0]!.text}`
          : READINESS_MESSAGES.missingPrefix + missing.join(', ');
    return { ...s, state: 'active', badge: 'Active', note };
  });

  let stage: ReadinessStage;
  if (!valid) stage = 'profile';
  else if (docs.count === 0) stage = 'documents';
  else if (processing > 0 || (!allAnalyzed && blockers.length === 0)) stage = 'analysis';
  else if (blockers.length > 0 || review == null) stage = 'blocked';
  else if (readyForFiling) stage = 'complete';
  else if (signed && !signatureValid) stage = 'resign';
  else stage = 'sign';

  const first = blockers[0];
  const headline: Readiness['headline'] = (() => {
    switch (stage) {
      case 'profile':
        return { tone: 'warning', title: 'Your profile is not complete', text: profileMessage ?? READINESS_MESSAGES.noProfile };
      case 'documents':
        return { tone: 'info', title: 'Next: upload your documents', text: READINESS_MESSAGES.noDocuments };
      case 'analysis':
        return { tone: 'info', title: 'Your documents are being analyzed', text: `${docs.analyzedCount} of ${docs.count} analyzed so far.` };
      case 'blocked':
        return first
          ? { tone: 'warning', title: `Not ready for review: ${plural(blockers.length, 'problem')} to fix`, text: first.text }
          : { tone: 'info', title: 'Checking your return', text: 'The checks of your return are not available yet.' };
      case 'sign':
        return { tone: 'info', title: 'Ready for review and sign-off', text: 'Everything is checked. Review the summary and sign your return.' };
      case 'resign':
        return { tone: 'warning', title: 'Signature no longer valid', text: SIGNING_MESSAGES.voided };
      case 'complete':
        return { tone: 'success', title: 'Complete: ready for filing', text: 'Your preparer has everything needed to file.' };
    }
  })();

  const next: Readiness['next'] = (() => {
    switch (stage) {
      case 'profile':
        return { label: 'Complete your profile', href: '/intake?open=profile' };
      case 'documents':
        return { label: 'Upload documents', href: '/intake?open=upload' };
      case 'analysis':
        return { label: 'See your documents', href: '/documents' };
      case 'blocked':
        return first ? { label: first.linkLabel, href: first.href } : { label: 'Open the review', href: '/review' };
      case 'sign':
      case 'resign':
        return { label: 'Review and sign', href: '/review#sign-off' };
      case 'complete':
        return { label: 'Download the preparer packet', href: '/review#packet' };
    }
  })();

  const done: Record<JourneyStepKey, boolean> = {
    upload: docs.count > 0,
    chat: valid,
    review: readyForReview,
    sign: signatureValid,
    complete: readyForFiling,
  };
  const journeySteps = JOURNEY_STEPS.map(({ key, title }) => ({ key, title, done: done[key] }));

  const wizard: Readiness['wizard'] = !valid
    ? { title: 'Set Up Your Tax Profile', description: 'Three short steps to get your return started.' }
    : signed
      ? { title: 'Update Your Tax Profile', description: 'You have signed your return: a change here makes your signature invalid, and you will review and sign again.' }
      : { title: 'Update Your Tax Profile', description: 'Change your details, add documents or ask the assistant.' };

  return {
    stage,
    wizard,
    percent: Math.round((stepsDoneFor(valid, docs) / 4) * 100),
    stepsDone: stepsDoneFor(valid, docs),
    steps,
    profile: { valid, missing, message: profileMessage },
    documents: { count: docs.count, analyzed: docs.analyzedCount, processing, failed, allAnalyzed },
    blockers,
    readyForReview,
    signed,
    signatureValid,
    readyForFiling,
    headline,
    next,
    journey: { steps: journeySteps, percent: Math.round((journeySteps.filter((s) => s.done).length / journeySteps.length) * 100) },
  };
}

/** The review's own facts (GET /api/review) as the model's input, so /review reads the same model. */
export interface ReviewFacts {
  profile: { missing: readonly string[] } | null;
  documents: readonly { uploadStatus: string; fields: readonly unknown[] }[];
  status: ReadinessReviewStatus;
}

/** readinessOf for the review page: documents counted from the review, the profile by what it misses. */
export function readinessOfReview(review: ReviewFacts): Readiness {
  const docs = review.documents;
  return readinessOf({
    profile: null,
    profileMissing: review.profile ? review.profile.missing : null,
    documents: {
      count: docs.length,
      processedCount: docs.filter((d) => d.uploadStatus === 'completed').length,
      analyzedCount: docs.filter((d) => d.uploadStatus === 'completed' && d.fields.length > 0).length,
      processingCount: docs.filter((d) => d.uploadStatus === 'processing').length,
      failedCount: docs.filter((d) => d.uploadStatus === 'failed').length,
    },
    review: review.status,
  });
}
