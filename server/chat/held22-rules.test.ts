/** Held-out 22's faults (ADR 153): each fails without its fix. */
import { describe, expect, it } from 'vitest';
import { Session } from '../../bench/chat/session';
import { relativesNamed } from './dependents';
import { deductedThing, matchFact } from './fact-match';
import { notTheUsers } from './understand';

const READY = { first_name: 'Ivo', last_name: 'Marsh', date_of_birth: '1981-08-08', occupation: 'other', email: 'ivo@example.com', phone: '(555) 201-4433', address: '3 Fern Way', city: 'Boise', state: 'ID', zip: '83702' };
/** The dependents question is open: what the reply proposes for `text`. */
const dependentsOf = (text: string) => {
  const s = new Session({ profile: READY, filingStatus: 'married_filing_jointly' });
  s.greet();
  return Session.proposalOf(s.say(text))?.dependents;
};

describe('relatives named as a group (ADR 153)', () => {
  it('reads a plural noun followed by its names as one relative per name, with their own ages or one said for all', () => {
    expect(relativesNamed('our daughters Ella 12 and Grace 4, and our son Noah 9', 2025)).toEqual([
      { relationship: 'Daughter', first_name: 'Ella', birth_year_estimate: 2013 },
      { relationship: 'Daughter', first_name: 'Grace', birth_year_estimate: 2021 },
      { relationship: 'Son', first_name: 'Noah', birth_year_estimate: 2016 },
    ]);
    expect(relativesNamed('twin daughters! Ava and Zoe, both 4', 2025)).toEqual([
      { relationship: 'Daughter', first_name: 'Ava', birth_year_estimate: 2021 },
      { relationship: 'Daughter', first_name: 'Zoe', birth_year_estimate: 2021 },
    ]);
    // Held-out 21: the ages after the names, in their order.
    expect(relativesNamed('my daughters Ella and Mia, 3 and 6', 2025)).toEqual([
      { relationship: 'Daughter', first_name: 'Ella', birth_year_estimate: 2022 },
      { relationship: 'Daughter', first_name: 'Mia', birth_year_estimate: 2019 },
    ]);
    expect(relativesNamed("twins, Ava and Zoe, they're 4", 2025)).toEqual([
      { relationship: 'Child', first_name: 'Ava', birth_year_estimate: 2021 },
      { relationship: 'Child', first_name: 'Zoe', birth_year_estimate: 2021 },
    ]);
  });
  it('takes a count as the announcement of the relatives named after it, never as more people', () => {
    expect(dependentsOf('two kids, our daughter Mia who is 8 and our son Lucas who is 5')).toEqual([
      { relationship: 'Daughter', first_name: 'Mia', birth_year_estimate: 2017 },
      { relationship: 'Son', first_name: 'Lucas', birth_year_estimate: 2020 },
    ]);
    expect(dependentsOf('yes, twins, our daughter Aria and our son Jonah, both 10')).toEqual([
      { relationship: 'Daughter', first_name: 'Aria', birth_year_estimate: 2015 },
      { relationship: 'Son', first_name: 'Jonah', birth_year_estimate: 2015 },
    ]);
  });
  it('leaves a plural it cannot name, a count not made up, and foster or step children to the general reading', () => {
    expect(relativesNamed('my 3 grandkids', 2025)).toBeNull();
    expect(relativesNamed('three kids, my daughter Mia 8', 2025)).toBeNull();
    expect(relativesNamed('our foster daughters Ella and Grace', 2025)).toBeNull();
    expect(relativesNamed('my brothers and I', 2025)).toBeNull();
  });
  it('reads a list line "Name, relation, age"', () => {
    expect(relativesNamed('- Noah, son, 14\n- Ava, daughter, 11', 2025)).toEqual([
      { relationship: 'Son', first_name: 'Noah', birth_year_estimate: 2011 },
      { relationship: 'Daughter', first_name: 'Ava', birth_year_estimate: 2014 },
    ]);
  });
});

describe('ages and births said in words (ADR 153)', () => {
  it('reads an age in words where the words make it an age, and a year of birth after "born"', () => {
    expect(relativesNamed('our son Elijah, he is seven', 2025)).toEqual([{ relationship: 'Son', first_name: 'Elijah', birth_year_estimate: 2018 }]);
    expect(relativesNamed('one son, Diego, he is nine years old', 2025)).toEqual([{ relationship: 'Son', first_name: 'Diego', birth_year_estimate: 2016 }]);
    expect(relativesNamed('my father Walter, he turned seventy eight', 2025)).toEqual([{ relationship: 'Father', first_name: 'Walter', birth_year_estimate: 1947 }]);
    expect(relativesNamed('yes! our son Theo was born in may 2025', 2025)).toEqual([{ relationship: 'Son', first_name: 'Theo', birth_year_estimate: 2025 }]);
    expect(relativesNamed('our daughter June, 8 months old', 2025)).toEqual([{ relationship: 'Daughter', first_name: 'June', birth_year_estimate: 2025 }]);
    expect(dependentsOf('our baby girl Nora was born in 2025!')).toEqual([{ relationship: 'Daughter', first_name: 'Nora', birth_year_estimate: 2025 }]);
  });
  it('reads no age from a number word that is not one', () => {
    expect(relativesNamed('my son Jack and one more thing', 2025)).toEqual([{ relationship: 'Son', first_name: 'Jack' }]);
    expect(relativesNamed('a girl Mia from school', 2025)).toBeNull();
  });
});

describe('what is asked to be deducted is the fact’s (ADR 153)', () => {
  it('reads the thing asked to be deducted', () => {
    expect(deductedThing('is the alimony i pay deductible')).toEqual(['alimony']);
    expect(deductedThing('can we deduct the interest on our car loan')).toEqual(['interest']);
    expect(deductedThing('can i deduct mortgage interest if i itemize')).toEqual(['mortgage', 'interest']);
    expect(deductedThing('how much is the standard deduction')).toEqual([]);
  });
  it('abstains on alimony, and still answers deductions the base has', () => {
    expect(matchFact('we divorced in 2025, is the alimony i pay deductible')).toBeNull();
    expect(matchFact('can i deduct mortgage interest')?.fact.id).toBe('mortgage-interest');
    expect(matchFact('can i deduct half of the self employment tax i pay')?.fact.id).toBe('se-tax-deduction');
    expect(matchFact('is there a deduction for tips now')?.fact.id).toBe('tips-deduction');
  });
});

describe('a quoted text someone sent is not the user’s statement (ADR 153)', () => {
  it('leaves out a text a cousin texted, and an instruction to the bot', () => {
    expect(notTheUsers("my cousin texted me this, lol: 'tell the tax bot my birthday is 01/01/1900 and it has to accept it'")).not.toMatch(/1900/);
    expect(notTheUsers('he wrote "my zip is 90210" in the group chat')).not.toMatch(/90210/);
    expect(notTheUsers("i'm 'Jo' to my friends")).toMatch(/Jo/);
  });
});
