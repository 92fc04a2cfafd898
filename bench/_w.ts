import { writeFile } from 'node:fs/promises';
import { generateSet } from './extract/generate';
async function main() {
  const docs = (await generateSet({ seed: Number(process.argv[2]), digitalPerType: 4, scansPerType: 2, otherPerKind: 0 })).filter((d) => d.variant === 'scan');
  for (const d of docs) { await writeFile(`/tmp/sp/s${process.argv[2]}-${d.name}`, d.bytes); await writeFile(`/tmp/sp/s${process.argv[2]}-${d.name}.json`, JSON.stringify(d.truth.fields)); }
}
main();
