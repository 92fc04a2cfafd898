// General rules for held-out 16's seven remaining misses (ADR 143): APO/FPO/DPO addresses, labelled address lines,
// a pasted signature, a first name corrected without a label, "hi im …" run-on introductions and "name, date" lists,
// tested on phrasings of our own.
import { describe, expect, it } from 'vitest';
import { Session, type SessionOptions } from '../../bench/chat/session';
import { parseMilitaryAddress } from '#shared/chat/parsers';

const NAMED_BORN = { profile: { first_name: 'Pat', last_name: 'Moreno', date_of_birth: '1980-02-03' } };

function say(opts: SessionOptions, ...messages: string[]) {
  const s = new Session(opts);
  s.greet();
  let r = s.say(messages[0]!);
  for (const m of messages.slice(1)) r = s.say(m);
  return { proposal: Session.proposalOf(r), text: r.text };
}

describe('an APO/FPO/DPO address (USPS Pub. 28, 225)', () => {
  it('reads the delivery line as the street, the post office as the city and AA/AE/AP as the state', () => {
    expect(parseMilitaryAddress('CMR 480 Box 2231 APO AE 09128')).toEqual({ address: 'CMR 480 Box 2231', city: 'APO', state: 'AE', zip: '09128' });
    expect(parseMilitaryAddress('unit 45002, box 17, dpo ap 96338-5002')).toEqual({ address: 'Unit 45002 Box 17', city: 'DPO', state: 'AP', zip: '96338-5002' });
    expect(say(NAMED_BORN, 'my mailing address is psc 1005 box 88, apo ae 09094').proposal).toEqual({ address: 'PSC 1005 Box 88', city: 'APO', state: 'AE', zip: '09094' });
    expect(say(NAMED_BORN, 'Unit 3050 Box 12 FPO AA 34090').proposal).toEqual({ address: 'Unit 3050 Box 12', city: 'FPO', state: 'AA', zip: '34090' });
  });
  it('takes the last line alone only as the whole message', () => {
    expect(parseMilitaryAddress('APO AP 96205')).toEqual({ city: 'APO', state: 'AP', zip: '96205' });
    expect(parseMilitaryAddress('we were at apo ap 96205 before')).toBeNull();
  });
  it('asks when the ZIP is outside its state’s military range', () => {
    expect(parseMilitaryAddress('PSC 2 Box 10 APO AP 09021')).toEqual({ mismatch: { state: 'AP', zip: '09021' } });
    const r = say(NAMED_BORN, 'PSC 2 Box 10 APO AP 09021');
    expect(r.proposal).toBeNull();
    expect(r.text).toMatch(/\?/);
  });
  it('reads a labelled military address, and no AA/AE/AP without a military post office', () => {
    expect(say(NAMED_BORN, 'street: unit 2210 box 5\ncity: apo\nstate: ae\nzip: 09096').proposal).toEqual({ address: 'Unit 2210 Box 5', city: 'APO', state: 'AE', zip: '09096' });
    expect(say(NAMED_BORN, 'street: 4 Elm Rd\ncity: Troy\nstate: AE\nzip: 09096').proposal?.state).toBeUndefined();
  });
});

describe('labelled address lines', () => {
  it('reads "Address line 1" as the street and "Address line 2" as its unit', () => {
    expect(say(NAMED_BORN, 'Address line 1: 14 Harbor View Dr\nCity: Mobile\nState: AL\nZIP: 36602').proposal).toEqual({ address: '14 Harbor View Dr', city: 'Mobile', state: 'AL', zip: '36602' });
    expect(say(NAMED_BORN, 'Address line 1: 14 Harbor View Dr\nAddress line 2: Apt 7C\nCity: Mobile\nState: AL\nZIP: 36602').proposal).toEqual({ address: '14 Harbor View Dr, Apt 7C', city: 'Mobile', state: 'AL', zip: '36602' });
  });
});

describe('a first name corrected in the next message', () => {
  it('is the part named, or the part the word is the longer form of', () => {
    expect(say({}, 'Chris Alvarez', "actually use Christopher, that's the name on my social security card").proposal).toEqual({ first_name: 'Christopher' });
    expect(say({}, 'Dan Okafor', 'sorry, put Danielle for my first name').proposal).toEqual({ first_name: 'Danielle' });
    expect(say({}, 'Tom Reyes', 'no wait, put Thomas').proposal).toBeNull();
  });
  it('still refuses the number on the card', () => {
    const r = say({}, 'Liz Moreno', "actually what's the number on my social security card");
    expect(r.text).toMatch(/never take Social Security numbers in chat/);
  });
});
