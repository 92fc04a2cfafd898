/**
 * Spanish words of the profile interview read as their English equivalents (ADR 155). About one US taxpayer in eight
 * speaks Spanish at home, and many mix it into English ("soltera, sin hijos", "mi hija Valentina, 6 años", "nací el 12
 * de agosto de 1958"). Only whole lower-case words of a fixed glossary are read, never a capitalised word (a name:
 * "Soledad", "Casado") and never a word that also sits in street and place names ("el", "la", "de", "del": "Calle El
 * Toro", "De la Cruz"); "de" is read only inside a date of the form "12 de agosto de 1958". The typed text is kept for
 * everything else (asTyped keeps the user's spelling of names).
 */
const MONTHS: Record<string, string> = {
  enero: 'january', febrero: 'february', marzo: 'march', abril: 'april', mayo: 'may', junio: 'june', julio: 'july',
  agosto: 'august', septiembre: 'september', setiembre: 'september', octubre: 'october', noviembre: 'november', diciembre: 'december',
};
const WORDS: Record<string, string> = {
  soltero: 'single', soltera: 'single', casado: 'married', casada: 'married', casados: 'married', divorciado: 'divorced',
  divorciada: 'divorced', viudo: 'widowed', viuda: 'widowed', separado: 'separated', separada: 'separated',
  hijo: 'son', hija: 'daughter', hijos: 'children', hijas: 'daughters', niños: 'kids', ninos: 'kids', nietos: 'grandchildren',
  nieto: 'grandson', nieta: 'granddaughter', esposa: 'wife', esposo: 'husband', mamá: 'mom', mama: 'mom', papá: 'dad',
  juntos: 'jointly', separados: 'separately', dependientes: 'dependents', dependiente: 'dependent',
  nací: 'born', naci: 'born', nacido: 'born', nacida: 'born', años: 'years old', anos: 'years old',
  mi: 'my', mis: 'my', sin: 'no', con: 'with', y: 'and', tengo: 'i have', vivo: 'i live', vive: 'lives', viven: 'live',
  sí: 'yes', ninguno: 'none', ninguna: 'none', nadie: 'nobody',
};
const MONTH_WORDS = Object.keys(MONTHS).join('|');
const GLOSSARY = new RegExp(`(?<![\\p{L}\\p{N}'’-])(${Object.keys(WORDS).join('|')})(?![\\p{L}\\p{N}'’-])`, 'gu');

/** True when the message holds a Spanish word of the glossary or a Spanish month: only then is it read. */
function spanishSaid(text: string): boolean {
  return /(?<![\p{L}])(?:mi nombre es|me llamo|soltera?|casad[oa]s?|divorciad[oa]|viud[oa]|separad[oa]|hij[oa]s?|niños|esposa|esposo|juntos|dependientes?|nac[ií]|nacid[oa]|años|sin hijos|tengo|vivo)(?![\p{L}])/iu.test(text) || new RegExp(`\\b\\d{1,2}\\s+de\\s+(?:${MONTH_WORDS})\\b`, 'i').test(text);
}

export function fromSpanish(text: string): string {
  if (!spanishSaid(text)) return text;
  return text
    .replace(/(?<![\p{L}])(?:mi nombre es|me llamo)(?![\p{L}])/giu, 'my name is')
    // "soy Ana Morales": "I am", opening the message.
    .replace(/^(\s*)soy(?=\s)/i, '$1I am')
    .replace(new RegExp(`\\b(\\d{1,2})\\s+(?:de\\s+)?(${MONTH_WORDS})\\s+(?:de\\s+|del\\s+)?(\\d{4})\\b`, 'gi'), (_m, d: string, mo: string, y: string) => `${MONTHS[mo.toLowerCase()]} ${d}, ${y}`)
    .replace(/\bel\s+(?=(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)/g, '')
    .replace(GLOSSARY, (w: string) => WORDS[w]!)
    // Words that open a sentence capitalised and are never a name: "Mi hija …", "Tengo dos hijos".
    .replace(/(?<![\p{L}])(Mi|Mis|Tengo|Vivo|Nací|Naci|Sin)(?![\p{L}])/gu, (w: string) => { const e = WORDS[w.toLowerCase()]!; return e.charAt(0).toUpperCase() + e.slice(1); })
    .replace(/\byes\b(?=\s*,?\s*(?:single|married|divorced|widowed))/g, '');
}

/**
 * A tax question asked in Spanish around English tax words ("cuál es el standard deduction para soltero", "cuánto es el
 * child tax credit"): the Spanish question words, articles and status words read in English, so the fact base's own
 * terms are found (ADR 159). Only a message that opens with a Spanish question word is read.
 */
const SPANISH_QUESTION = /^\s*¿?\s*(?:cu[aá]nto|cu[aá]l|qu[eé]|c[oó]mo|cu[aá]ndo)\b/i;
const QUESTION_WORDS: Array<[RegExp, string]> = [
  [/^\s*¿?\s*cu[aá]nto\s+(?:es|son|cuesta)\b/i, 'how much is'],
  [/^\s*¿?\s*cu[aá]nto\b/i, 'how much'],
  [/^\s*¿?\s*cu[aá]l(?:es)?\s+(?:es|son)\b/i, 'what is'],
  [/^\s*¿?\s*qu[eé]\s+(?:es|son)\b/i, 'what is'],
  [/^\s*¿?\s*cu[aá]ndo\b/i, 'when'],
  [/^\s*¿?\s*c[oó]mo\b/i, 'how'],
];
const QUESTION_GLOSSARY: Record<string, string> = {
  el: 'the', la: 'the', los: 'the', las: 'the', para: 'for', por: 'for', de: 'of', del: 'of the', y: 'and', mi: 'my', mis: 'my',
  soltero: 'single', soltera: 'single', casado: 'married', casada: 'married', casados: 'married', juntos: 'jointly',
  separado: 'separately', separados: 'separately', impuesto: 'tax', impuestos: 'taxes', hijo: 'child', hija: 'child', hijos: 'children',
  trabajo: 'work', cuenta: 'account', vence: 'due', fecha: 'date', límite: 'deadline', limite: 'deadline',
};
export function spanishQuestion(text: string): string {
  if (!SPANISH_QUESTION.test(text)) return text;
  let out = text;
  for (const [re, en] of QUESTION_WORDS) {
    if (re.test(out)) {
      out = out.replace(re, en);
      break;
    }
  }
  return out.replace(/(?<![\p{L}])(\p{Ll}+)(?![\p{L}])/gu, (w: string) => QUESTION_GLOSSARY[w] ?? w).replace(/¿|¡/g, '');
}
