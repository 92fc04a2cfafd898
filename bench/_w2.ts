import { writeFile } from 'node:fs/promises';
import { generateSet } from './extract/generate';
async function main() {
  const docs = (await generateSet({ digitalPerType: 0, scansPerType: 1, otherPerKind: 0 })).filter((d) => d.type === '1040');
  for (const d of docs) { await writeFile(`/tmp/sp/t-${d.name}`, d.bytes); console.log(JSON.stringify(d.truth.fields)); }
}
main();
