/**
 * Profile and progress rules of product spec §4 ("Profile validity", "Progress steps",
 * "Completion percent", "Dashboard load"), §2 ("Profile Status" card) and §5 ("Readiness
 * messages"), as pure functions over plain data. They need no full SSN: the server knows only
 * whether one is stored and its last four digits.
 */

/** The profile_data facts the rules read. `ssn_present` or `ssn_last4` stands in for the SSN. */
export interface ProfileDataFacts {
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  suffix?: string | null;
  date_of_birth?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  /** True when an SSN is stored (the server keeps it encrypted and never hands it out). */
  ssn_present?: boolean | null;
  /** The stored SSN's last four digits, when known. */
  ssn_last4?: string | null;
  occupation?: string | null;
  profile_complete?: boolean | null;
  completed_at?: string | null;
}

/** A client (tax profile) row as the rules see it (spec §3 "clients"). */
export interface ProfileFacts {
  filing_status?: string | null;
  email?: string | null;
  profile_data?: ProfileDataFacts | null;
}

/** Document counters (spec §4): total, processed (upload_status completed), analyzed (has
 * extracted fields), and verified (verification_status 'verified'; used by the Verification row). */
export interface DocumentsSummary {
  count: number;
  analyzedCount: number;
  processedCount: number;
  verifiedCount?: number;
}

/** The subset of a document row the counters read (spec §3 "documents"). */
export interface DocumentFacts {
  upload_status?: string | null;
  extracted_fields?: Record<string, unknown> | null;
  verification_status?: string | null;
}

function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** True when profile_data says an SSN is stored (flag or a four-digit last-4). */
export function hasSsn(data: ProfileDataFacts | null | undefined): boolean {
  if (!data) return false;
  return data.ssn_present === true || /^\d{4}$/.test(data.ssn_last4 ?? '');
}

/** The ten required profile items in the spec's order and wording (spec §3). */
export const REQUIRED_PROFILE_ITEMS = [
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'ssn', label: 'SSN' },
  { key: 'date_of_birth', label: 'Date of birth' },
  { key: 'address', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'ZIP code' },
  { key: 'filing_status', label: 'Filing status' },
  { key: 'email', label: 'Email' },
] as const;

export type RequiredProfileItemKey = (typeof REQUIRED_PROFILE_ITEMS)[number]['key'];

function itemDone(profile: ProfileFacts, key: RequiredProfileItemKey): boolean {
  const data = profile.profile_data ?? {};
  switch (key) {
    case 'ssn':
      return hasSsn(data);
    case 'filing_status':
      return present(profile.filing_status);
    case 'email':
      return present(profile.email);
    default:
      return present(data[key]);
  }
}

/** The 'Complete Your Profile' checklist: each required item with whether it is filled (spec §2). */
export function profileChecklist(
  profile: ProfileFacts | null | undefined,
): { key: RequiredProfileItemKey; label: string; done: boolean }[] {
  return REQUIRED_PROFILE_ITEMS.map(({ key, label }) => ({
    key,
    label,
    done: profile ? itemDone(profile, key) : false,
  }));
}

/** Labels of the required items still missing, in spec order; all ten for no profile. */
export function missingProfileItems(profile: ProfileFacts | null | undefined): string[] {
  return profileChecklist(profile)
    .filter((item) => !item.done)
    .map((item) => item.label);
}

/** Spec §4 "Profile validity": first_name, last_name, ssn, date_of_birth, address, city, state,
 * zip on the profile, and filing_status and email on the client, are all present. */
export function isProfileValid(profile: ProfileFacts | null | undefined): boolean {
  return missingProfileItems(profile).length === 0;
}

/** Counts documents for the Document Status card (spec §4 "Document counters"). */
export function summarizeDocuments(docs: readonly DocumentFacts[]): DocumentsSummary {
  return {
    count: docs.length,
    processedCount: docs.filter((d) => d.upload_status === 'completed').length,
    analyzedCount: docs.filter((d) => d.extracted_fields != null && Object.keys(d.extracted_fields).length > 0)
      .length,
    verifiedCount: docs.filter((d) => d.verification_status === 'verified').length,
  };
}

/** True when there is at least one document and every one has extracted data. */
export function allDocumentsAnalyzed(docs: DocumentsSummary): boolean {
  return docs.count > 0 && docs.analyzedCount >= docs.count;
}

export type StepState = 'done' | 'active' | 'pending' | 'locked';

/** Badge text of each step state (spec §2: Done, Active, Pending, Locked). */
export const STEP_BADGES: Record<StepState, string> = {
  done: 'Done',
  active: 'Active',
  pending: 'Pending',
  locked: 'Locked',
};

export interface ProgressStep {
  key: 'profile' | 'documents' | 'analysis' | 'review';
  title: string;
  state: StepState;
  badge: string;
}

function step(key: ProgressStep['key'], title: string, state: StepState): ProgressStep {
  return { key, title, state, badge: STEP_BADGES[state] };
}

/**
 * The four-step timeline (spec §4 "Progress steps"; 'completed' → done, 'in progress' → active).
 * 1 Profile Complete: done if the profile is valid. The spec gives no other state; an invalid
 *   profile is the step the user should work on now, so it is active (never locked).
 * 2 Documents Uploaded: done with ≥1 document; otherwise pending if the profile is valid, else locked.
 * 3 AI Analysis: locked with no documents; done if all are analyzed; active if some are; else pending.
 * 4 Ready for Review: done if all documents are analyzed (and ≥1); locked while none is analyzed;
 *   pending while some but not all are.
 */
export function progressSteps(profile: ProfileFacts | null | undefined, docs: DocumentsSummary): ProgressStep[] {
  return progressStepsFor(isProfileValid(profile), docs);
}

/** progressSteps for a profile already known valid or not (the review knows only what is missing). */
export function progressStepsFor(valid: boolean, docs: DocumentsSummary): ProgressStep[] {
  const hasDocs = docs.count > 0;
  const allAnalyzed = allDocumentsAnalyzed(docs);
  const someAnalyzed = docs.analyzedCount > 0;

  const analysis: StepState = !hasDocs ? 'locked' : allAnalyzed ? 'done' : someAnalyzed ? 'active' : 'pending';
  const review: StepState = !someAnalyzed ? 'locked' : allAnalyzed ? 'done' : 'pending';

  return [
    step('profile', 'Profile Complete', valid ? 'done' : 'active'),
    step('documents', 'Documents Uploaded', hasDocs ? 'done' : valid ? 'pending' : 'locked'),
    step('analysis', 'AI Analysis', analysis),
    step('review', 'Ready for Review', review),
  ];
}

/**
 * Done units of spec §4 "Completion percent", 0–4: profile valid; at least one document; all
 * documents analyzed (and ≥1); and one more once the first three are all met. This is the "n" of
 * the dashboard's "n/4 complete", so the percent and the count always agree.
 */
export function stepsDone(profile: ProfileFacts | null | undefined, docs: DocumentsSummary): number {
  return stepsDoneFor(isProfileValid(profile), docs);
}

/** stepsDone for a profile already known valid or not. */
export function stepsDoneFor(valid: boolean, docs: DocumentsSummary): number {
  const units = [valid, docs.count > 0, allDocumentsAnalyzed(docs)];
  const done = units.filter(Boolean).length;
  return done + (done === 3 ? 1 : 0);
}

/** Completion percent = round(done units / 4 × 100): 0, 25, 50, 75 or 100 (spec §4, §9). */
export function completionPercent(profile: ProfileFacts | null | undefined, docs: DocumentsSummary): number {
  return Math.round((stepsDone(profile, docs) / 4) * 100);
}

export type StatusRowState = 'Done' | 'Pending';

/**
 * Rows of the Profile Status card (spec §2). Personal Info: the profile is valid. Documents: at
 * least one document. Verification: at least one document and every document's extraction is
 * verified (verification_status 'verified', i.e. the user confirmed the extracted values).
 */
export function profileStatusRows(
  profile: ProfileFacts | null | undefined,
  docs: DocumentsSummary,
): { label: 'Personal Info' | 'Documents' | 'Verification'; state: StatusRowState }[] {
  const verified = docs.count > 0 && (docs.verifiedCount ?? 0) >= docs.count;
  const s = (ok: boolean): StatusRowState => (ok ? 'Done' : 'Pending');
  return [
    { label: 'Personal Info', state: s(isProfileValid(profile)) },
    { label: 'Documents', state: s(docs.count > 0) },
    { label: 'Verification', state: s(verified) },
  ];
}

export type ProfileStatusButtonLabel = 'Start Profile' | 'Complete Profile' | 'Update Profile';

/**
 * The Profile Status card button (spec §2). Rule: 'Update Profile' when the profile is complete
 * (profile_complete is true, or all required items are present) or completion is 100 %;
 * otherwise 'Start Profile' at 0 %; otherwise (25–75 %) 'Complete Profile'.
 */
export function profileStatusButtonLabel(
  profile: ProfileFacts | null | undefined,
  docs: DocumentsSummary,
): ProfileStatusButtonLabel {
  const percent = completionPercent(profile, docs);
  const complete = profile?.profile_data?.profile_complete === true || isProfileValid(profile);
  if (complete || percent >= 100) return 'Update Profile';
  if (percent === 0) return 'Start Profile';
  return 'Complete Profile';
}

/** The profile badge: Complete or In Progress by profile_complete (spec §4). */
export function profileBadge(profile: ProfileFacts | null | undefined): 'Complete' | 'In Progress' {
  return profile?.profile_data?.profile_complete === true ? 'Complete' : 'In Progress';
}

/** Readiness messages, word for word from spec §5. */
export const READINESS_MESSAGES = {
  noProfile: 'No profile data found. Please complete your profile first.',
  missingPrefix: 'Please complete your profile. Missing: ',
  uploadBlocked: 'Complete your profile before uploading documents.',
  analysisBlocked: 'Complete your profile to access tax analysis.',
  noDocuments: 'Upload at least one tax document to view analysis.',
} as const;

/** The profile readiness message: no profile, or the comma-separated missing items; null when valid. */
export function profileReadinessMessage(profile: ProfileFacts | null | undefined): string | null {
  if (!profile) return READINESS_MESSAGES.noProfile;
  const missing = missingProfileItems(profile);
  return missing.length === 0 ? null : READINESS_MESSAGES.missingPrefix + missing.join(', ');
}

/** Why uploading is blocked (profile not valid), or null when the user may upload. */
export function uploadBlocker(profile: ProfileFacts | null | undefined): string | null {
  return isProfileValid(profile) ? null : READINESS_MESSAGES.uploadBlocked;
}

/** Why the tax analysis is blocked (profile first, then no documents), or null when it may open. */
export function analysisBlocker(profile: ProfileFacts | null | undefined, docs: DocumentsSummary): string | null {
  if (!isProfileValid(profile)) return READINESS_MESSAGES.analysisBlocked;
  if (docs.count === 0) return READINESS_MESSAGES.noDocuments;
  return null;
}

/** full_name joined from first, middle, last and suffix, skipping empty parts (spec §3). */
export function fullName(
  first?: string | null,
  middle?: string | null,
  last?: string | null,
  suffix?: string | null,
): string {
  return [first, middle, last, suffix]
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '')
    .join(' ');
}

/** full_name stored at disclaimer acceptance: the part of the email before '@', or 'Client' (spec §3). */
export function disclaimerFullName(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  return local === '' ? 'Client' : local;
}

/** A user with neither a current-year nor a prior-year profile is new (spec §4 "Dashboard load"). */
export function isNewUser(
  currentYearProfile: ProfileFacts | null | undefined,
  priorYearProfile: ProfileFacts | null | undefined,
): boolean {
  return !currentYearProfile && !priorYearProfile;
}

/** The enrollment dialog opens when the current-year profile is missing or profile_complete is not true (spec §2, §4). */
export function shouldOpenEnrollment(currentProfile: ProfileFacts | null | undefined): boolean {
  return currentProfile?.profile_data?.profile_complete !== true;
}
