import { describe, expect, it } from 'vitest';
import {
  analysisBlocker,
  completionPercent,
  disclaimerFullName,
  fullName,
  isNewUser,
  isProfileValid,
  missingProfileItems,
  profileBadge,
  profileChecklist,
  profileReadinessMessage,
  profileStatusButtonLabel,
  profileStatusRows,
  progressSteps,
  shouldOpenEnrollment,
  stepsDone,
  summarizeDocuments,
  uploadBlocker,
  type DocumentsSummary,
  type ProfileFacts,
} from '#shared/profile/rules';

const complete: ProfileFacts = {
  filing_status: 'single',
  email: 'ada@example.com',
  profile_data: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    ssn_present: true,
    ssn_last4: '6789',
    date_of_birth: '1985-12-10',
    address: '12 Analytical Way',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    profile_complete: true,
  },
};

/** The complete profile with some profile_data fields (or client fields) replaced. */
function withData(data: Record<string, unknown>, client: Partial<ProfileFacts> = {}): ProfileFacts {
  return { ...complete, ...client, profile_data: { ...complete.profile_data, ...data } };
}

const invalid = withData({ first_name: '', profile_complete: false });
const docs = (count: number, analyzedCount: number, processedCount = count, verifiedCount = 0): DocumentsSummary => ({
  count,
  analyzedCount,
  processedCount,
  verifiedCount,
});

describe('rule: profile validity (spec §4)', () => {
  it.each<[string, ProfileFacts | null | undefined, boolean]>([
    ['complete profile', complete, true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['no profile_data', { filing_status: 'single', email: 'a@b.co' }, false],
    ['first_name empty', withData({ first_name: '' }), false],
    ['first_name blank', withData({ first_name: '   ' }), false],
    ['last_name missing', withData({ last_name: undefined }), false],
    ['no SSN (flag false, no last4)', withData({ ssn_present: false, ssn_last4: null }), false],
    ['SSN known by last4 only', withData({ ssn_present: undefined, ssn_last4: '1234' }), true],
    ['SSN by flag only', withData({ ssn_present: true, ssn_last4: undefined }), true],
    ['last4 malformed', withData({ ssn_present: undefined, ssn_last4: '12' }), false],
    ['date_of_birth null', withData({ date_of_birth: null }), false],
    ['address empty', withData({ address: '' }), false],
    ['city empty', withData({ city: '' }), false],
    ['state empty', withData({ state: '' }), false],
    ['zip empty', withData({ zip: '' }), false],
    ['filing_status missing', withData({}, { filing_status: null }), false],
    ['email missing', withData({}, { email: '' }), false],
    ['optional fields do not matter', withData({ middle_name: null, occupation: null, profile_complete: false }), true],
  ])('%s → %s', (_name, profile, valid) => {
    expect(isProfileValid(profile)).toBe(valid);
  });
});

describe('rule: required profile items, in spec order and wording (spec §3)', () => {
  it.each<[string, ProfileFacts | null, string[]]>([
    ['complete', complete, []],
    [
      'no profile',
      null,
      ['First name', 'Last name', 'SSN', 'Date of birth', 'Address', 'City', 'State', 'ZIP code', 'Filing status', 'Email'],
    ],
    [
      'empty profile',
      { profile_data: {} },
      ['First name', 'Last name', 'SSN', 'Date of birth', 'Address', 'City', 'State', 'ZIP code', 'Filing status', 'Email'],
    ],
    ['missing SSN and ZIP', withData({ ssn_present: false, ssn_last4: null, zip: '' }), ['SSN', 'ZIP code']],
    ['missing client fields', withData({}, { filing_status: '', email: null }), ['Filing status', 'Email']],
    ['missing last and city', withData({ last_name: '', city: ' ' }), ['Last name', 'City']],
  ])('%s → %j', (_name, profile, missing) => {
    expect(missingProfileItems(profile)).toEqual(missing);
    expect(profileChecklist(profile).filter((i) => !i.done).map((i) => i.label)).toEqual(missing);
  });
});

describe('rule: progress steps (spec §4)', () => {
  it.each<[string, ProfileFacts | null, DocumentsSummary, [string, string, string, string]]>([
    ['nothing yet', null, docs(0, 0), ['active', 'locked', 'locked', 'locked']],
    ['invalid profile, no docs', invalid, docs(0, 0), ['active', 'locked', 'locked', 'locked']],
    ['valid profile, no docs', complete, docs(0, 0), ['done', 'pending', 'locked', 'locked']],
    ['valid, docs none analyzed', complete, docs(2, 0), ['done', 'done', 'pending', 'locked']],
    ['valid, some analyzed', complete, docs(3, 1), ['done', 'done', 'active', 'pending']],
    ['valid, all analyzed', complete, docs(2, 2), ['done', 'done', 'done', 'done']],
    ['invalid profile, all analyzed', invalid, docs(1, 1), ['active', 'done', 'done', 'done']],
    ['invalid profile, docs none analyzed', invalid, docs(1, 0), ['active', 'done', 'pending', 'locked']],
  ])('%s → %j', (_name, profile, summary, states) => {
    const steps = progressSteps(profile, summary);
    expect(steps.map((s) => s.title)).toEqual(['Profile Complete', 'Documents Uploaded', 'AI Analysis', 'Ready for Review']);
    expect(steps.map((s) => s.state)).toEqual(states);
    const badges = { done: 'Done', active: 'Active', pending: 'Pending', locked: 'Locked' } as const;
    expect(steps.map((s) => s.badge)).toEqual(states.map((s) => badges[s as keyof typeof badges]));
  });
});

describe('rule: completion percent and n/4 (spec §4, §9)', () => {
  it.each<[string, ProfileFacts | null, DocumentsSummary, number, number]>([
    ['nothing', null, docs(0, 0), 0, 0],
    ['profile only', complete, docs(0, 0), 1, 25],
    ['docs only, none analyzed', invalid, docs(2, 0), 1, 25],
    ['profile + docs', complete, docs(2, 1), 2, 50],
    ['docs all analyzed, invalid profile', invalid, docs(2, 2), 2, 50],
    ['all three → bonus unit', complete, docs(2, 2), 4, 100],
    ['profile + docs, none analyzed', complete, docs(5, 0), 2, 50],
  ])('%s → %i units, %i %%', (_name, profile, summary, units, percent) => {
    expect(stepsDone(profile, summary)).toBe(units);
    expect(completionPercent(profile, summary)).toBe(percent);
  });
});

describe('rule: Profile Status rows (spec §2)', () => {
  it.each<[string, ProfileFacts | null, DocumentsSummary, [string, string, string]]>([
    ['nothing', null, docs(0, 0), ['Pending', 'Pending', 'Pending']],
    ['profile only', complete, docs(0, 0), ['Done', 'Pending', 'Pending']],
    ['docs, not verified', complete, docs(2, 2, 2, 1), ['Done', 'Done', 'Pending']],
    ['docs all verified', complete, docs(2, 2, 2, 2), ['Done', 'Done', 'Done']],
    ['verifiedCount absent', invalid, { count: 1, analyzedCount: 1, processedCount: 1 }, ['Pending', 'Done', 'Pending']],
  ])('%s → %j', (_name, profile, summary, states) => {
    const rows = profileStatusRows(profile, summary);
    expect(rows.map((r) => r.label)).toEqual(['Personal Info', 'Documents', 'Verification']);
    expect(rows.map((r) => r.state)).toEqual(states);
  });
});

describe('rule: Profile Status button label (spec §2)', () => {
  it.each<[string, ProfileFacts | null, DocumentsSummary, string]>([
    ['0 % → Start', null, docs(0, 0), 'Start Profile'],
    ['0 % with an invalid profile → Start', invalid, docs(0, 0), 'Start Profile'],
    ['25 % from documents, profile invalid → Complete', invalid, docs(1, 0), 'Complete Profile'],
    ['50 % with invalid profile → Complete', invalid, docs(1, 1), 'Complete Profile'],
    ['profile valid at 25 % → Update', withData({ profile_complete: false }), docs(0, 0), 'Update Profile'],
    ['profile_complete flag alone → Update', { profile_data: { profile_complete: true } }, docs(0, 0), 'Update Profile'],
    ['100 % → Update', complete, docs(1, 1), 'Update Profile'],
  ])('%s', (_name, profile, summary, label) => {
    expect(profileStatusButtonLabel(profile, summary)).toBe(label);
  });
});

describe('rule: readiness messages (spec §5)', () => {
  it.each<[string, ProfileFacts | null, DocumentsSummary, string | null, string | null, string | null]>([
    [
      'no profile',
      null,
      docs(0, 0),
      'No profile data found. Please complete your profile first.',
      'Complete your profile before uploading documents.',
      'Complete your profile to access tax analysis.',
    ],
    [
      'missing items',
      withData({ ssn_present: false, ssn_last4: null, zip: '' }, { email: '' }),
      docs(3, 3),
      'Please complete your profile. Missing: SSN, ZIP code, Email',
      'Complete your profile before uploading documents.',
      'Complete your profile to access tax analysis.',
    ],
    [
      'valid, no documents',
      complete,
      docs(0, 0),
      null,
      null,
      'Upload at least one tax document to view analysis.',
    ],
    ['valid with documents', complete, docs(1, 0), null, null, null],
  ])('%s', (_name, profile, summary, readiness, upload, analysis) => {
    expect(profileReadinessMessage(profile)).toBe(readiness);
    expect(uploadBlocker(profile)).toBe(upload);
    expect(analysisBlocker(profile, summary)).toBe(analysis);
  });
});

describe('rule: full_name join (spec §3)', () => {
  it.each<[(string | null | undefined)[], string]>([
    [['Ada', 'Byron', 'Lovelace', 'Jr.'], 'Ada Byron Lovelace Jr.'],
    [['Ada', '', 'Lovelace', undefined], 'Ada Lovelace'],
    [['  Ada ', null, ' Lovelace', ''], 'Ada Lovelace'],
    [['Ada', undefined, undefined, undefined], 'Ada'],
    [[undefined, undefined, 'Lovelace', 'III'], 'Lovelace III'],
    [[], ''],
  ])('%j → %j', (parts, name) => {
    expect(fullName(...parts)).toBe(name);
  });

  it.each([
    ['ada@example.com', 'ada'],
    ['first.last+tag@x.org', 'first.last+tag'],
    ['@example.com', 'Client'],
    ['', 'Client'],
    [null, 'Client'],
  ])('disclaimer full_name from %j → %j', (email, name) => expect(disclaimerFullName(email)).toBe(name));
});

describe('rule: new user (spec §4 "Dashboard load")', () => {
  it.each<[ProfileFacts | null, ProfileFacts | null, boolean]>([
    [null, null, true],
    [complete, null, false],
    [null, complete, false],
    [invalid, invalid, false],
  ])('current %#', (current, prior, isNew) => expect(isNewUser(current, prior)).toBe(isNew));
});

describe('rule: enrollment dialog opens (spec §2, §4)', () => {
  it.each<[string, ProfileFacts | null | undefined, boolean]>([
    ['missing', null, true],
    ['undefined', undefined, true],
    ['no profile_data', { email: 'a@b.co' }, true],
    ['profile_complete false', withData({ profile_complete: false }), true],
    ['profile_complete absent', withData({ profile_complete: undefined }), true],
    ['profile_complete true', complete, false],
  ])('%s → %s', (_name, profile, open) => expect(shouldOpenEnrollment(profile)).toBe(open));

  it.each<[ProfileFacts | null, string]>([
    [complete, 'Complete'],
    [withData({ profile_complete: false }), 'In Progress'],
    [null, 'In Progress'],
  ])('profile badge %#', (profile, badge) => expect(profileBadge(profile)).toBe(badge));
});

describe('rule: document counters (spec §4)', () => {
  it.each<[string, Parameters<typeof summarizeDocuments>[0], DocumentsSummary]>([
    ['none', [], docs(0, 0, 0, 0)],
    [
      'mixed',
      [
        { upload_status: 'completed', extracted_fields: { box1_wages: '1.00' }, verification_status: 'verified' },
        { upload_status: 'processing', extracted_fields: {}, verification_status: 'pending' },
        { upload_status: 'completed', extracted_fields: null },
        { upload_status: 'failed', extracted_fields: { a: 1 }, verification_status: 'rejected' },
      ],
      docs(4, 2, 2, 1),
    ],
  ])('%s', (_name, rows, summary) => expect(summarizeDocuments(rows)).toEqual(summary));
});
