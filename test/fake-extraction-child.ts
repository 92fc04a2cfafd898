/**
 * A stand-in for the extraction process (server/jobs/extraction-child.ts) in the host's tests: it
 * speaks the same protocol and reads nothing. Its behaviour is chosen by the file name:
 * - `crash…`: the process ends at once (a document that crashes the engine);
 * - `env…`: answered at once with the allocator settings the process was given;
 * - `nice…`: answered at once with the process's scheduling niceness;
 * - anything else: answered when a second document is in progress beside it, or, when none comes,
 *   after FAKE_CHILD_ALONE_MS (default 3 s). The answer's message tells how many documents the
 *   process had in progress and which start of the process answered (`together 2 start 1`).
 * Each start of the process appends a line to the file FAKE_CHILD_STARTS, so a test can tell a first
 * process from its replacement.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import type { ChildMessage, ParentMessage } from '../server/jobs/extraction-protocol';

const startsFile = process.env.FAKE_CHILD_STARTS ?? '';
if (startsFile) appendFileSync(startsFile, `${process.pid}\n`);
const start = startsFile ? readFileSync(startsFile, 'utf8').trim().split('\n').length : 1;
const aloneMs = Number(process.env.FAKE_CHILD_ALONE_MS ?? 3000);

const send = (m: ChildMessage) => {
  if (process.connected) process.send?.(m);
};
const holding: Array<{ id: number; timer: NodeJS.Timeout }> = [];

function answer(id: number, together: number): void {
  send({ type: 'result', id, result: { ok: false, error: { code: 'internal_error', message: `together ${together} start ${start}` } } });
}

process.on('message', (m: ParentMessage) => {
  if (m.type === 'warm') return send({ type: 'warm' });
  if (m.input.fileName.startsWith('crash')) process.exit(1);
  if (m.input.fileName.startsWith('nice')) {
    return send({ type: 'result', id: m.id, result: { ok: false, error: { code: 'internal_error', message: `nice ${getPriority()}` } } });
  }
  if (m.input.fileName.startsWith('env')) {
    const message = `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX} MALLOC_MMAP_THRESHOLD_=${process.env.MALLOC_MMAP_THRESHOLD_}`;
    return send({ type: 'result', id: m.id, result: { ok: false, error: { code: 'internal_error', message } } });
  }
  if (holding.length > 0) {
    const together = holding.length + 1;
    for (const h of holding.splice(0)) {
      clearTimeout(h.timer);
      answer(h.id, together);
    }
    answer(m.id, together);
    return;
  }
  const h = { id: m.id, timer: setTimeout(() => {
    holding.splice(holding.indexOf(h), 1);
    answer(m.id, 1);
  }, aloneMs) };
  holding.push(h);
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
