import { describe, expect, it } from 'vitest';
import { READINESS_MESSAGES, type DocumentsSummary, type ProfileFacts } from '#shared/profile/rules';
import { SIGNING_MESSAGES } from '#shared/review/sign-off';
import { classifyBlocker, readinessOf, readinessOfReview, type ReadinessReviewStatus, type ReadinessStage } from '#shared/readiness/readiness';

const complete: ProfileFacts = {
  filing_status: 'single',
  email: 'ada@example.com',
  profile_data: { first_name: 'Ada', last_name: 'Lovelace', ssn_present: true, date_of_birth: '1990-12-10', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
};
const noEmailMissing: ProfileFacts = { ...complete, profile_data: { ...complete.profile_data, zip: null } };
const none: DocumentsSummary = { count: 0, analyzedCount: 0, processedCount: 0 };
const analyzed: DocumentsSummary = { count: 2, analyzedCount: 2, processedCount: 2, verifiedCount: 2 };
const half = { count: 2, analyzedCount: 1, processedCount: 1, processingCount: 1 };
const ssnMismatch = 'The SSN on the W-2 from ACME does not match your profile';
const unsigned: ReadinessReviewStatus = { signed: false, valid: false, readyForFiling: false, blockers: [SIGNING_MESSAGES.taxpayer] };
const blocked: ReadinessReviewStatus = { ...unsigned, blockers: [ssnMismatch, `${ssnMismatch} (second W-2)`, SIGNING_MESSAGES.taxpayer] };
const voided: ReadinessReviewStatus = { signed: true, valid: false, readyForFiling: false, blockers: [SIGNING_MESSAGES.voided] };
const filed: ReadinessReviewStatus = { signed: true, valid: true, readyForFiling: true, blockers: [] };

describe('readinessOf', () => {
  const table: {
    name: string;
    profile: ProfileFacts | null;
    docs: DocumentsSummary & { processingCount?: number };
    review: ReadinessReviewStatus | null;
    stage: ReadinessStage;
    percent: number;
    reviewStep: string;
    readyForReview: boolean;
    journey: number;
    next: string;
  }[] = [
    { name: 'no profile', profile: null, docs: none, review: null, stage: 'profile', percent: 0, reviewStep: 'locked', readyForReview: false, journey: 0, next: '/intake?open=profile' },
    { name: 'profile missing the ZIP', profile: noEmailMissing, docs: none, review: unsigned, stage: 'profile', percent: 0, reviewStep: 'locked', readyForReview: false, journey: 0, next: '/intake?open=profile' },
    { name: 'valid profile, no documents', profile: complete, docs: none, review: unsigned, stage: 'documents', percent: 25, reviewStep: 'locked', readyForReview: false, journey: 20, next: '/intake?open=upload' },
    { name: 'one of two analyzed, one running', profile: complete, docs: half, review: unsigned, stage: 'analysis', percent: 50, reviewStep: 'pending', readyForReview: false, journey: 40, next: '/documents' },
    { name: 'all analyzed but two SSN mismatches', profile: complete, docs: analyzed, review: blocked, stage: 'blocked', percent: 100, reviewStep: 'active', readyForReview: false, journey: 40, next: '/review#checks' },
    { name: 'all analyzed, status not known yet', profile: complete, docs: analyzed, review: null, stage: 'blocked', percent: 100, reviewStep: 'active', readyForReview: false, journey: 40, next: '/review' },
    { name: 'all analyzed, nothing open, unsigned', profile: complete, docs: analyzed, review: unsigned, stage: 'sign', percent: 100, reviewStep: 'done', readyForReview: true, journey: 60, next: '/review#sign-off' },
    { name: 'signature voided by a change', profile: complete, docs: analyzed, review: voided, stage: 'resign', percent: 100, reviewStep: 'done', readyForReview: true, journey: 60, next: '/review#sign-off' },
    { name: 'signed and ready for filing', profile: complete, docs: analyzed, review: filed, stage: 'complete', percent: 100, reviewStep: 'done', readyForReview: true, journey: 100, next: '/review#packet' },
  ];

  it.each(table)('$name', ({ profile, docs, review, stage, percent, reviewStep, readyForReview, journey, next }) => {
    const r = readinessOf({ profile, documents: docs, review });
    expect(r.stage).toBe(stage);
    expect(r.percent).toBe(percent);
    expect(r.steps.find((s) => s.key === 'review')?.state).toBe(reviewStep);
    expect(r.readyForReview).toBe(readyForReview);
    expect(r.journey.percent).toBe(journey);
    expect(r.next.href).toBe(next);
  });

  it('never calls the return ready or complete while a blocking check is open, and says why with a link', () => {
    const r = readinessOf({ profile: complete, documents: analyzed, review: blocked });
    const words = [r.headline.title, r.headline.text, ...r.steps.map((s) => `${s.badge} ${s.note ?? ''}`)].join(' ');
    expect(r.steps.find((s) => s.key === 'review')?.badge).not.toBe('Done');
    expect(words).not.toMatch(/(?<!not )ready for (review|filing)|complete:/i);
    expect(r.headline.title).toBe('Not ready for review: 2 problems to fix');
    expect(r.headline.text).toBe(ssnMismatch);
    expect(r.blockers).toHaveLength(2);
    expect(r.blockers.every((b) => b.href === '/review#checks')).toBe(true);
    expect(r.steps.find((s) => s.key === 'review')?.note).toContain('2 problems to fix before review');
    expect(r.journey.steps.find((s) => s.key === 'review')?.done).toBe(false);
  });

  it('lists the same missing items as the Profile tab (email is not missing when the client has one)', () => {
    const r = readinessOf({ profile: noEmailMissing, documents: none, review: null });
    expect(r.profile.missing).toEqual(['ZIP code']);
    expect(r.profile.message).toBe(`${READINESS_MESSAGES.missingPrefix}ZIP code`);
    expect(r.headline.text).toBe(r.profile.message);
  });

  it('leaves the signatures out of the blockers', () => {
    expect(readinessOf({ profile: complete, documents: analyzed, review: unsigned }).blockers).toEqual([]);
  });
});

describe('the wizard title follows the state', () => {
  it.each([
    { name: 'no profile', profile: null, review: null, title: 'Set Up Your Tax Profile', signedNote: false },
    { name: 'valid, unsigned', profile: complete, review: unsigned, title: 'Update Your Tax Profile', signedNote: false },
    { name: 'signed', profile: complete, review: filed, title: 'Update Your Tax Profile', signedNote: true },
  ])('$name → $title', ({ profile, review, title, signedNote }) => {
    const r = readinessOf({ profile, documents: analyzed, review });
    expect(r.wizard.title).toBe(title);
    expect(r.wizard.description.includes('signature invalid')).toBe(signedNote);
  });
});

describe('classifyBlocker', () => {
  it.each([
    [READINESS_MESSAGES.noProfile, 'profile'],
    [`${READINESS_MESSAGES.missingPrefix}SSN`, 'profile'],
    ['Add your spouse’s date of birth to your profile: both of you sign a joint return.', 'profile'],
    ['Upload at least one tax document for 2025.', 'documents'],
    ['w2.pdf is still being analyzed.', 'documents'],
    ['Confirm the values of the W-2 from ACME.', 'documents'],
    [ssnMismatch, 'checks'],
  ])('%s → %s', (text, area) => {
    expect(classifyBlocker(text).area).toBe(area);
  });
});

describe('readinessOfReview', () => {
  const doc = (uploadStatus: string) => ({ uploadStatus, fields: [{}] });
  it.each([
    { name: 'no profile', profile: null, docs: [], review: unsigned, stage: 'profile' },
    { name: 'missing ZIP', profile: { missing: ['ZIP code'] }, docs: [], review: unsigned, stage: 'profile' },
    { name: 'one running', profile: { missing: [] }, docs: [doc('completed'), doc('processing')], review: unsigned, stage: 'analysis' },
    { name: 'SSN mismatch', profile: { missing: [] }, docs: [doc('completed'), doc('completed')], review: blocked, stage: 'blocked' },
    { name: 'ready to sign', profile: { missing: [] }, docs: [doc('completed'), doc('completed')], review: unsigned, stage: 'sign' },
    { name: 'filed', profile: { missing: [] }, docs: [doc('completed'), doc('completed')], review: filed, stage: 'complete' },
  ] as const)('$name: the same stage as the dashboard', ({ profile, docs, review, stage }) => {
    const fromReview = readinessOfReview({ profile, documents: docs, status: review });
    expect(fromReview.stage).toBe(stage);
    if (stage === 'blocked') {
      const fromDashboard = readinessOf({ profile: complete, documents: analyzed, review });
      expect(fromReview.headline).toEqual(fromDashboard.headline);
      expect(fromReview.journey).toEqual(fromDashboard.journey);
      expect(fromReview.steps).toEqual(fromDashboard.steps);
    }
  });
});
