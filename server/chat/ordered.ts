/**
 * Parts of a date or an address said in another order than the US one, put back in that order
 * before the message is read (ADR 146). Each rule rests on the structure of the value, never on a
 * set's wording; anything else is left as typed.
 */

/**
 * The place said before the street ("Sun City AZ 85351, 10402 W Palmeras Dr"): a US street line opens
 * with its house number, and city, state and ZIP close an address (USPS Pub. 28), so the two parts are
 * put back in that order. Only a message that is exactly those two parts, with a real state code.
 */
export function placeBeforeStreet(text: string, states: readonly string[]): string {
  const m = /^\s*([A-Za-z][A-Za-z .'-]*?)\s*,?\s+([A-Za-z]{2})\s*,?\s+(\d{5}(?:-\d{4})?)\s*,\s*(\d{1,6}\s+[A-Za-z0-9 .'#-]+?)\s*\.?\s*$/.exec(text);
  if (!m || !states.includes(m[2]!.toUpperCase())) return text;
  return `${m[4]}, ${m[1]}, ${m[2]} ${m[3]}`;
}

/** A month's name or its short form, as a non-capturing pattern. */
export const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/**
 * A year labelled by the word "year" said before the day and month ("1949 year, 20 November", the
 * order of Russian "1949 год, 20 ноября"): the word names the number as the year, so the date is
 * "20 November 1949". Only a message that is exactly that date.
 */
export function yearSaidFirst(text: string): string {
  const m = new RegExp(`^\\s*((?:19|20)\\d{2})\\s+year\\s*,?\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH})\\.?\\s*$`, 'i').exec(text);
  return m ? `${m[2]} ${m[3]} ${m[1]}` : text;
}
