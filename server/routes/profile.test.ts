import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../test/factories';
import { profileBody } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { queryRows } from '../db/client';
import { auditEvents, clients } from '../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

type ProfileResponse = { profile: { id: string; fullName: string; email: string; filingStatus: string; profileData: Record<string, unknown> }; becameComplete: boolean };

async function newUser() {
  const u = await createVerifiedUser(app);
  await u.agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
  return u;
}

describe('profile', () => {
  it('starts empty for a new user, with an unread "profile incomplete" notification', async () => {
    const { agent } = await newUser();
    const res = (await (await agent.get('/api/profile')).json()) as { taxYear: number; current: { profileData: Record<string, unknown> }; prior: unknown; isNewUser: boolean };
    expect(res.taxYear).toBe(2025);
    expect(res.prior).toBeNull();
    expect(res.isNewUser).toBe(false);
    expect(res.current.profileData.profile_complete).toBe(false);
    const n = (await (await agent.get('/api/notifications')).json()) as { unread: number; items: Array<{ title: string }> };
    expect(n.unread).toBe(1);
    expect(n.items[0]!.title).toBe('Your 2025 profile is incomplete');
  });

  it('answers 400 with each field’s message and saves nothing on bad input', async () => {
    const { agent } = await newUser();
    const res = await agent.request('PUT', '/api/profile', profileBody({ first_name: '', ssn: '12345', phone: '512', state: 'Texas', zip: '787', address: 'x', email: 'nope' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toMatchObject({
      first_name: 'First name is required',
      ssn: 'SSN must be in format XXX-XX-XXXX',
      phone: 'Phone must be in format (XXX) XXX-XXXX',
      state: 'State must be 2 characters',
      zip: 'ZIP code must be at least 5 characters',
      address: 'Address is required',
      email: 'Invalid email address',
    });
    const cur = (await (await agent.get('/api/profile')).json()) as { current: { profileData: Record<string, unknown> } };
    expect(cur.current.profileData.first_name).toBeUndefined();
  });

  it('saves a complete profile, returns only the last four SSN digits, and stores no SSN in plain text', async () => {
    const { agent } = await newUser();
    const res = await agent.request('PUT', '/api/profile', profileBody({ userId: 'attacker', taxYear: 1999, id: '00000000-0000-0000-0000-000000000000' }));
    expect(res.status).toBe(200);
    const { profile, becameComplete } = (await res.json()) as ProfileResponse;
    expect(becameComplete).toBe(true);
    expect(profile).toMatchObject({ fullName: 'Jane Q Taxpayer', email: 'jane.taxpayer@example.test', filingStatus: 'single' });
    expect(profile.profileData).toMatchObject({ ssn_last4: '6789', ssn_present: true, state: 'TX', profile_complete: true, date_of_birth: '1985-03-03' });
    expect(JSON.stringify(profile)).not.toContain('123-45-6789');
    // The raw table holds neither the SSN nor the date of birth.
    const raw = await queryRows<Record<string, unknown>>(app.running.services.database.db, sql`select * from clients where id = ${profile.id}`);
    const dump = JSON.stringify(raw);
    expect(dump).not.toContain('123-45-6789');
    expect(dump).not.toContain('123456789');
    expect(dump).not.toContain('1985-03-03');
    expect(dump).toContain('Taxpayer');
    const n = (await (await agent.get('/api/notifications')).json()) as { unread: number; items: Array<{ title: string; read: boolean }> };
    expect(n.items.find((i) => i.title.includes('incomplete'))!.read).toBe(true);
    expect(n.items.find((i) => i.title.includes('complete') && !i.title.includes('incomplete'))!.read).toBe(false);
  });

  it('saves the tax questions; a care provider’s SSN is encrypted, shown by its last four, and kept when left blank', async () => {
    const { agent } = await newUser();
    const answers = {
      full_time_student: 'no', retirement_contributions: '1,000', prior_year_itemized: 'no',
      care_providers: [{ name: 'Nanny', tin: '987-65-4321', amount_paid: '2500' }],
      students: [{ name: 'Jane Taxpayer', half_time: 'yes', aotc_years_claimed: '0', first_four_years_done: 'no' }],
    };
    const body = profileBody({ filing_status: 'head_of_household', dependents: [{ first_name: 'Tom', date_of_birth: '2015-06-01', relationship: 'Son', months_in_home: '12' }], tax_answers: answers });
    const res = await agent.request('PUT', '/api/profile', body);
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as ProfileResponse;
    expect(profile.profileData.tax_answers).toMatchObject({
      full_time_student: 'no', retirement_contributions: '1000.00', prior_year_itemized: 'no',
      care_providers: [{ name: 'Nanny', amount_paid: '2500.00', tin_last4: '4321' }],
      students: [{ name: 'Jane Taxpayer', half_time: 'yes', aotc_years_claimed: '0', first_four_years_done: 'no' }],
    });
    expect((profile.profileData.dependents as Array<Record<string, unknown>>)[0]).toMatchObject({ relationship: 'Son', months_in_home: '12' });
    const raw = JSON.stringify(await queryRows<Record<string, unknown>>(app.running.services.database.db, sql`select * from clients where id = ${profile.id}`));
    expect(raw).not.toContain('987-65-4321');
    // Saved again with the TIN blank: the stored one stays.
    const again = await agent.request('PUT', '/api/profile', { ...body, tax_answers: { ...answers, care_providers: [{ name: 'Nanny', tin: '', amount_paid: '2500' }] } });
    const second = ((await again.json()) as ProfileResponse).profile.profileData.tax_answers as { care_providers: Array<{ tin_last4: string | null }> };
    expect(second.care_providers[0]!.tin_last4).toBe('4321');
  });

  it('keeps the stored SSN when the field is left empty, and reveals it only on an audited request', async () => {
    const { agent } = await newUser();
    await agent.request('PUT', '/api/profile', profileBody());
    const res = await agent.request('PUT', '/api/profile', profileBody({ ssn: '', city: 'Round Rock' }));
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as ProfileResponse;
    expect(profile.profileData).toMatchObject({ ssn_last4: '6789', city: 'Round Rock' });
    const reveal = await agent.post('/api/profile/reveal-ssn', { which: 'ssn' });
    expect(reveal.headers.get('cache-control')).toBe('no-store');
    expect(await reveal.json()).toEqual({ ssn: '123-45-6789' });
    const events = await app.running.services.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, profile.id));
    expect(events.map((e) => e.action)).toContain('profile.ssn_revealed');
  });

  it('stores spouse and dependents, each SSN encrypted and shown as last four', async () => {
    const { agent } = await newUser();
    const res = await agent.request(
      'PUT',
      '/api/profile',
      profileBody({
        filing_status: 'married_filing_jointly',
        spouse_first_name: 'John',
        spouse_last_name: 'Taxpayer',
        spouse_ssn: '987-65-4321',
        spouse_date_of_birth: '1984-01-02',
        dependents: [
          { first_name: 'Ann', last_name: 'Taxpayer', date_of_birth: '2016-05-01', ssn: '111-22-3333', relationship: 'daughter' },
          { first_name: 'Ben', last_name: 'Taxpayer', date_of_birth: '2021-07-09', ssn: '444-55-6666', relationship: 'son' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as ProfileResponse;
    const deps = profile.profileData.dependents as Array<{ id: string; first_name: string; ssn_last4: string; date_of_birth: string }>;
    expect(profile.profileData.spouse_ssn_last4).toBe('4321');
    expect(deps.map((d) => [d.first_name, d.ssn_last4, d.date_of_birth])).toEqual([
      ['Ann', '3333', '2016-05-01'],
      ['Ben', '6666', '2021-07-09'],
    ]);
    // Editing keeps a dependent's SSN by its id when the field is left empty; removing one drops it.
    const again = await agent.request(
      'PUT',
      '/api/profile',
      profileBody({ filing_status: 'married_filing_jointly', spouse_first_name: 'John', dependents: [{ id: deps[1]!.id, first_name: 'Ben', ssn: '' }] }),
    );
    const after = ((await again.json()) as ProfileResponse).profile.profileData;
    expect(after.spouse_ssn_last4).toBe('4321');
    expect((after.dependents as Array<{ ssn_last4: string }>).map((d) => d.ssn_last4)).toEqual(['6666']);
    const dump = JSON.stringify(await app.running.services.database.db.select().from(clients).where(eq(clients.id, profile.id)));
    for (const s of ['987-65-4321', '111-22-3333', '444-55-6666']) expect(dump).not.toContain(s);
  });

  it('pre-fills nothing across users: another user never sees the profile', async () => {
    const a = await newUser();
    const b = await newUser();
    await a.agent.request('PUT', '/api/profile', profileBody());
    const seen = (await (await b.agent.get('/api/profile')).json()) as { current: { profileData: Record<string, unknown> } };
    expect(seen.current.profileData.first_name).toBeUndefined();
    expect((await b.agent.post('/api/profile/reveal-ssn', { which: 'ssn' })).status).toBe(404);
    expect((await app.agent().get('/api/profile')).status).toBe(401);
  });

  it('marks notifications read only for their owner', async () => {
    const a = await newUser();
    const b = await newUser();
    const na = (await (await a.agent.get('/api/notifications')).json()) as { items: Array<{ id: string }> };
    await b.agent.post('/api/notifications/read', { ids: na.items.map((i) => i.id) });
    expect(((await (await a.agent.get('/api/notifications')).json()) as { unread: number }).unread).toBe(1);
    await a.agent.post('/api/notifications/read', { all: true });
    expect(((await (await a.agent.get('/api/notifications')).json()) as { unread: number }).unread).toBe(0);
  });

  it('serves the contacts from configuration', async () => {
    const { agent } = await newUser();
    const cfg = (await (await agent.get('/api/app-config')).json()) as { contacts: { consultant: { email: string } } };
    expect(cfg.contacts.consultant.email).toBe('consultant@taxdesk.example');
  });
});
