import { generateSet } from './extract/generate';
import { scoreDocument, type TruthEntry } from './extract/score';
import { createExtractor } from '../server/extraction/index';
async function main() {
  const ex = createExtractor();
  const types = (process.argv[3] ?? '1040').split(',');
  const variant = process.argv[4] ?? 'digital';
  const docs = (await generateSet({ seed: Number(process.argv[2] ?? 7), digitalPerType: 4, scansPerType: 2, otherPerKind: 0 })).filter((d) => types.includes(d.type) && d.variant === variant);
  for (const d of docs) {
    const r = await ex.extract({ bytes: d.bytes, fileName: d.name });
    if (!r.ok) { console.log('ERR', r.error); continue; }
    const s = scoreDocument(d.truth as TruthEntry, r.value.fields);
    console.log(d.name, `${s.correct}/${s.total}`, r.value.verification_status);
    for (const m of s.mismatches) console.log('   ', m.field, JSON.stringify(m.expected), JSON.stringify(m.actual));
  }
  await ex.close();
}
main();
