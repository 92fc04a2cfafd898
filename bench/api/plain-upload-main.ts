/**
 * Reference 2's own process (ADR 128): `plainUploadServer` in a directory given as the first
 * argument; sends `{ url }` over IPC when it listens, answers `{ gc }` to `'gc'` and closes on `'close'`
 * or when the parent goes away. Compiled by `bench/api/run.ts` to plain JavaScript and run by `node`
 * with no loader, as a plain Node program is run.
 */
import { plainUploadServer } from './plain-upload';

const server = await plainUploadServer(process.argv[2]!);
process.send?.({ url: server.url });
process.on('message', (m) => {
  if (m === 'gc') process.send?.({ gc: server.gcInside() });
  if (m === 'close') void server.close().then(() => process.exit(0));
});
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
