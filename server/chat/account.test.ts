import { describe, expect, it } from 'vitest';
import { statusUnaccounted, unaccounted } from './account';
import { CHANGING, KEEPING, perturb, scoreEdit } from '../../bench/chat/perturb';
import { Session } from '../../bench/chat/session';

const ADDRESS = { address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' };
const why = (text: string, p: Record<string, string>) => unaccounted(text, p).map((u) => u.why);

describe('a value is proposed only when its clause accounts for it (ADR 142)', () => {
  it('stops a value that a negation, another person, the past or doubt touches', () => {
    expect(why('I don\'t live at 12 Oak St, Austin TX 78701', ADDRESS)).toEqual(['negation']);
    expect(why('my sister lives at 12 Oak St, Austin TX 78701', ADDRESS)).toEqual(['other_person']);
    expect(why('I used to live at 12 Oak St, Austin TX 78701', ADDRESS)).toEqual(['past']);
    expect(why('my name was Jordan Lee', { first_name: 'Jordan', last_name: 'Lee' })).toEqual(['past']);
    expect(why('zip is kinda 78701', { zip: '78701' })).toEqual(['hedge']);
    expect(why("my mom's zip is wrong, it should be 78702", { zip: '78702' })).toEqual(['other_person']);
  });

  it('stops a title or a dictated mark read as part of a name', () => {
    expect(why('first name: SSgt Ana', { first_name: 'Ssgt Ana' })).toEqual(['title']);
    expect(why('Declan McAllister period', { first_name: 'Declan', middle_name: 'McAllister', last_name: 'Period' })).toEqual(['not_a_value']);
  });

  it('leaves values whose clause accounts for them, whatever is said elsewhere', () => {
    expect(why("hi! i'm not married, my address is 12 Oak St, Austin TX 78701", ADDRESS)).toEqual([]);
    expect(why('me and my wife live at 12 Oak St, Austin TX 78701', ADDRESS)).toEqual([]);
    expect(why('I was born on 4/2/1990', { date_of_birth: '1990-04-02' })).toEqual([]);
    expect(why('my name is Ana Ruiz and my husband is Tom', { first_name: 'Ana', last_name: 'Ruiz' })).toEqual([]);
    expect(why('ugh no the zip isnt 10001 its 10016', { zip: '10016' })).toEqual([]);
    expect(why('oops typo, gmail not gmial: kchen@gmail.com', { email: 'kchen@gmail.com' })).toEqual([]);
    expect(why("my street is wrong, its 40 Maple Ct not 40 Maple St", { address: '40 Maple Ct' })).toEqual([]);
  });

  it('stops a filing status said with doubt, of someone else or of the past, not one said plainly', () => {
    expect(statusUnaccounted("i think maybe I'm single, no kids")?.why).toBe('hedge');
    expect(statusUnaccounted('my sister is single with no kids')?.why).toBe('other_person');
    expect(statusUnaccounted('I used to be married')?.why).toBe('past');
    expect(statusUnaccounted("I'm not married and I don't have any kids")).toBeNull();
    expect(statusUnaccounted('we got married dec 28 2025 lol so i guess we count as married?')).toBeNull();
  });
});

describe('the chat asks instead of proposing what it cannot account for', () => {
  it('asks, naming what it read', () => {
    const s = new Session({ profile: { first_name: 'Alex', last_name: 'Stone', date_of_birth: '1988-08-08' } });
    s.greet();
    const t = s.say('my sister lives at 12 Oak St, Austin TX 78701');
    expect(Session.proposalOf(t)).toBeNull();
    expect(t.text).toMatch(/I read address 12 Oak St.*\?/);
    expect(Session.proposalOf(s.say('I live at 12 Oak St, Austin TX 78701'))).toMatchObject(ADDRESS);
  });

  it('does not propose a status said with doubt', () => {
    const s = new Session();
    s.greet();
    const t = s.say("i think maybe I'm single, no kids");
    expect(Session.proposalOf(t)).toBeNull();
    expect(t.plan.asked).toBe('fs_married');
  });
});

describe('the perturbation suite (bench/chat/perturb.ts), on a fixed sample', () => {
  const SAMPLE: Array<{ say: string; values: Record<string, string> }> = [
    { say: 'I live at 12 Oak St, Austin TX 78701', values: ADDRESS },
    { say: 'my zip is 78701', values: { zip: '78701' } },
    { say: 'my name is Jordan Lee', values: { first_name: 'Jordan', last_name: 'Lee' } },
    { say: 'Jordan Lee', values: { first_name: 'Jordan', last_name: 'Lee' } },
    { say: 'I was born on 4/2/1990', values: { date_of_birth: '1990-04-02' } },
    { say: 'my email is jo.lee@example.com', values: { email: 'jo.lee@example.com' } },
  ];
  it('makes the edits it names', () => {
    expect(perturb('my zip is 78701', 'negation', { zip: '78701' })).toBe('my zip is not 78701');
    expect(perturb('my zip is 78701', 'other_person', { zip: '78701' })).toBe("my sister's zip is 78701");
    expect(perturb('my zip is 78701', 'past', { zip: '78701' })).toBe('my zip used to be 78701');
    expect(perturb('my zip is 78701', 'second_value', { zip: '78701' })).toBe('my zip is 78701 or 78702');
    expect(perturb('Jordan Lee', 'title', { first_name: 'Jordan', last_name: 'Lee' })).toBe('Sgt. Jordan Lee');
    expect(perturb('sorry, zip code should be 10002', 'negation', { zip: '10002' })).toBeNull();
  });
  it('finds no wrong proposal on the sample', () => {
    for (const { say, values } of SAMPLE) {
      for (const kind of [...CHANGING, ...KEEPING]) {
        const edited = perturb(say, kind, values);
        if (!edited) continue;
        const s = new Session({ profile: { date_of_birth: values.date_of_birth ? null : '1988-08-08' } });
        s.greet();
        expect([kind, edited, scoreEdit(kind, values, Session.proposalOf(s.say(edited)))]).not.toContain('wrong');
      }
    }
  });
});
