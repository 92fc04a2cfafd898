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

describe('a run-on introduction with a clause about the spouse and no comma before it', () => {
  it('keeps the user’s own name and birth date before "my husband/wife is …"', () => {
    const p = say({}, 'hi im Marisol Vega-Ortiz born 02/14/1984 live at 88 Pine Hollow Ln Killeen TX 76542 my wife is navy and at sea').proposal;
    expect(p).toMatchObject({ first_name: 'Marisol', last_name: 'Vega-Ortiz', date_of_birth: '1984-02-14', address: '88 Pine Hollow Ln', city: 'Killeen', state: 'TX', zip: '76542' });
  });
  it('still leaves out the spouse’s details said in that clause', () => {
    expect(say({}, 'hi im Marisol Vega-Ortiz born 02/14/1984 my wife is Ana Ruiz').proposal).toEqual({ first_name: 'Marisol', last_name: 'Vega-Ortiz', date_of_birth: '1984-02-14' });
  });
});

describe('a lower-case name, a comma and a whole date', () => {
  it('is the name and the date of birth', () => {
    expect(say({}, 'josé nuñez, 11/30/79').proposal).toEqual({ first_name: 'José', last_name: 'Nuñez', date_of_birth: '1979-11-30' });
  });
});

describe('a pasted e-mail signature (RFC 3676 "-- " delimiter)', () => {
  it('reads the block’s first line as the name of the address in it, and its workplace as no home address', () => {
    expect(say({}, '--\nTamika Okonkwo\nLogistics Officer | 3rd Sustainment Bde\nFort Stewart, GA\ntamika.okonkwo@army.mil').proposal).toEqual({ first_name: 'Tamika', last_name: 'Okonkwo', email: 'tamika.okonkwo@army.mil' });
  });
  it('reads no name from a block without an e-mail address, nor without the delimiter', () => {
    expect(say({}, '--\nTamika Okonkwo\nLogistics Officer').proposal?.first_name).toBeUndefined();
    expect(say({}, 'Regional Sales Team\nAcme Widgets\nsales@acmewidgets.com').proposal?.first_name).toBeUndefined();
  });
});
