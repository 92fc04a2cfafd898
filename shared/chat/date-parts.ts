/**
 * A date of birth said in parts: people often give the month and day and the year separately
 * ("oct 31 … born in 1992", "born in '75, june 2nd"), or over two messages ("born march 3rd", then
 * "1988"; "born 08/1990", then "the 17th"), and write a year with an apostrophe for its century
 * ("dec 25 '85"). This module reads which parts a message names, joins parts that do not
 * contradict each other, and says which part is still missing. Pure; nothing here saves anything.
 */

export interface DateParts {
  year?: number;
  month?: number;
  day?: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A month word: the full name or its three-letter (or "sept") abbreviation, with an optional period. */
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const monthOf = (w: string) => MONTHS.indexOf(w.slice(0, 3).toLowerCase()) + 1;

/** Words after a number that make it a count, an amount or a time, never a year. */
const UNITS = 'am|pm|yrs?|years?|y\\/?o|%|percent|dollars|bucks|k|kids?|children|hours?|hrs?|mins?|minutes?|days?|weeks?|wks?|months?|lbs?|pounds?|oz';
/** A two-digit year is in the last hundred years up to today (a date of birth is never in the future). */
function century(yy: number, today: string): number {
  return yy <= Number(today.slice(2, 4)) ? 2000 + yy : 1900 + yy;
}

/**
 * The parts of a calendar date a message names, or null when it names none or contradicts itself
 * (two different years, months or days). Full numeric dates ("3/4/1990") are left to the date
 * parser and not read here; a month with a year in numbers ("08/1990") is.
 */
export function datePartsIn(text: string, today: string): DateParts | null {
  const t = ` ${text.toLowerCase().replace(/[’‘]/g, "'")} `;
  const out: DateParts = {};
  let clash = false;
  const put = (k: keyof DateParts, v: number) => {
    if (out[k] !== undefined && out[k] !== v) clash = true;
    out[k] = v;
  };
  let rest = t;
  const take = (re: RegExp, f: (m: RegExpExecArray) => void) => {
    for (const m of rest.matchAll(re)) f(m as RegExpExecArray);
    rest = rest.replace(re, ' ');
  };
  // A full numeric date is not a date in parts.
  if (/\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(t)) return null;
  // "08/1990", "8-1990": month and year.
  take(/(?<![\d/.-])(\d{1,2})[/-]((?:19|20)\d{2})(?![\d/.-])/g, (m) => {
    if (Number(m[1]) >= 1 && Number(m[1]) <= 12) {
      put('month', Number(m[1]));
      put('year', Number(m[2]));
    }
  });
  // A two-digit year written without its apostrophe right after a day and month ("the 4th of july 76",
  // "june 5, 85"): only there, and never before a unit or a count (ADR 126).
  const YY = `(?:,?\\s+(\\d{2})(?![\\d/:.%-])(?!\\s*(?:${UNITS})\\b))?`;
  const yy = (v: string | undefined) => {
    if (v !== undefined) put('year', century(Number(v), today));
  };
  // "oct 31", "june 2nd", "july the 4th": a month word then a day ("may" only before a day).
  // A month already after its day ("the 4th of july 76") is read below, the number after it its year.
  take(new RegExp(`(?<!\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?)\\b${MONTH}\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?![/:.]\\d)(?!\\s*(?:am|pm|yrs?|years?)\\b)${YY}`, 'g'), (m) => {
    put('month', monthOf(m[1]!));
    put('day', Number(m[2]));
    yy(m[3]);
  });
  // "31 oct", "the 2nd of june", "2nd june".
  take(new RegExp(`\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?=\\W)${YY}`, 'g'), (m) => {
    put('day', Number(m[1]));
    put('month', monthOf(m[2]!));
    yy(m[3]);
  });
  // A month word alone ("born in march of 88"): a full month name, never the verb "may".
  take(/\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|aug|sept|oct|nov|dec)\b\.?|\b(?:born|in|of)\s+(may)\b/g, (m) => put('month', monthOf(m[1] ?? m[2]!)));
  // Years: four digits, or two after an apostrophe ("'85") or after "of" once a month is named ("march of 88").
  take(/(?<![\d$#.,/-])((?:19|20)\d{2})(?![\d/-])(?!\s*(?:dollars|bucks))/g, (m) => put('year', Number(m[1])));
  take(/(?:^|[\s,(])'(\d{2})\b/g, (m) => put('year', century(Number(m[1]), today)));
  if (out.month !== undefined) take(/\bof\s+(\d{2})\b(?![\d/-])/g, (m) => put('year', century(Number(m[1]), today)));
  // "born in 76": two digits right after "born in" are the year (ADR 126).
  take(new RegExp(`\\bborn\\s+in\\s+(\\d{2})(?![\\d/:.%-])(?!\\s*(?:${UNITS})\\b)`, 'g'), (m) => put('year', century(Number(m[1]), today)));
  // A day said alone: an ordinal ("the 17th", "17th") or "the 17".
  // An ordinal before a street type is a street's name ("3rd st"), not a day.
  take(/\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|pl|place|ct|court|ter|terrace|way|floor|fl|grade)\b)|\bthe\s+(\d{1,2})\b(?!\s*(?:%|percent|dollars|kids?|children|years?))/g, (m) => put('day', Number(m[1] ?? m[2])));
  if (clash || (out.year === undefined && out.month === undefined && out.day === undefined)) return null;
  if (out.day !== undefined && (out.day < 1 || out.day > 31)) return null;
  return out;
}

/** Two sets of parts joined, or null when they name one part with different values. */
export function joinDateParts(a: DateParts, b: DateParts): DateParts | null {
  for (const k of ['year', 'month', 'day'] as const) if (a[k] !== undefined && b[k] !== undefined && a[k] !== b[k]) return null;
  return { ...a, ...b };
}

/** The parts as YYYY-MM-DD when all three are there and make a real calendar date; otherwise null. */
export function completeDate(p: DateParts): string | null {
  if (p.year === undefined || p.month === undefined || p.day === undefined) return null;
  const real = new Date(Date.UTC(p.year, p.month - 1, p.day));
  if (real.getUTCFullYear() !== p.year || real.getUTCMonth() !== p.month - 1 || real.getUTCDate() !== p.day) return null;
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** What the parts say, and a question for the part or parts still missing. */
export function missingPartQuestion(p: DateParts): string {
  const said = [p.month !== undefined ? MONTH_NAMES[p.month - 1] : null, p.day !== undefined ? String(p.day) : null].filter(Boolean).join(' ');
  const read = [said, p.year !== undefined ? String(p.year) : null].filter(Boolean).join(', ');
  if (p.year === undefined && p.month !== undefined && p.day !== undefined) return `I have your birthday as ${read}, but not the year. What year were you born?`;
  if (p.year !== undefined && p.month !== undefined && p.day === undefined) return `I have ${read} for your date of birth, but not the day. What day of ${MONTH_NAMES[p.month - 1]} were you born?`;
  if (p.year !== undefined && p.month === undefined && p.day === undefined) return `I have ${read} as the year you were born. What is the month and day (for example March 3)?`;
  return `I have only part of your date of birth (${read}). What is your date of birth, with the day, month and year (for example March 3, 1985)?`;
}

/**
 * A correction of one part of the date of birth on file that keeps the others: "wrong year, it's
 * 1984", "the year should be '84, same day and month", "wrong month — june". Only the year or the
 * month, named as the part that was wrong or kept ("same day"), and nothing else of a date.
 */
export function datePartCorrection(text: string, dob: string, today: string): string | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  const [y0, m0, d0] = dob.split('-').map(Number) as [number, number, number];
  // "day and month are the other way round (it's september 3rd)": the two swapped, checked against
  // any date parts said with it; a swap that makes no real date, or disagrees with them, is no answer.
  if (/\b(?:day|days)\b[^.]{0,20}\bmonth|\bmonth\b[^.]{0,20}\bday\b/.test(t) && /\b(?:other way (?:a)?round|swapped|switched|backwards|flipped|reversed|mixed up)\b/.test(t)) {
    const swapped = completeDate({ year: y0, month: d0, day: m0 });
    const said = datePartsIn(t, today);
    const agrees = !said || ((said.month === undefined || said.month === d0) && (said.day === undefined || said.day === m0) && (said.year === undefined || said.year === y0));
    return swapped && swapped !== dob && agrees ? swapped : null;
  }
  // "scratch that, 1976": a correction word and a year alone replace only the year.
  const loneYear = /^\W*(?:no\W+)*(?:(?:scratch that|wait|sorry|oops|i meant|i mean|correction|actually|make (?:that|it))\W+)+(?:(?:it'?s|its|it was|it should be)\W+)?(?:19|20)\d{2}\W*$/.test(t);
  const namesYear = loneYear || /\b(wrong|the|my|birth|correct|right)\s+year\b|\byear\s+(?:is|was|should)\b|\bsame (?:day|month|date)\b/.test(t);
  const namesMonth = /\b(wrong|the|my|correct|right)\s+month\b|\bmonth\s+(?:is|was|should)\b|\bsame (?:day|year)\b/.test(t);
  if (!namesYear && !namesMonth) return null;
  // "march not april", "1984 instead of 1983": the value after "not" is the old one.
  const p = datePartsIn(t.replace(/\b(?:not|instead of)\s+(?:the\s+)?'?[a-z0-9]+\.?/g, ' '), today);
  if (!p) return null;
  const [y, m, d] = [y0, m0, d0];
  let next: DateParts | null = null;
  if (namesYear && p.year !== undefined && p.month === undefined && p.day === undefined) next = { year: p.year, month: m, day: d };
  else if (namesMonth && p.month !== undefined && p.year === undefined && p.day === undefined) next = { year: y, month: p.month, day: d };
  const iso = next ? completeDate(next) : null;
  return iso && iso !== dob && iso <= today ? iso : null;
}
