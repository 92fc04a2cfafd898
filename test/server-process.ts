import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Every JSON log line so far. */
  lines: Array<Record<string, unknown>>;
  /** Resolves with the first log line matching, waiting up to `ms`. */
  waitForLine(match: (line: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server as its own process group (as `npm start` does, over `command`), logging
 * JSON lines to a pipe the test reads.
 */
export function spawnServer(env: Record<string, string>, command: string[] = [process.execPath, '--import', 'tsx', 'server/main.ts']): ServerProcess {
  const [cmd, ...args] = command;
  const child = spawn(cmd!, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const lines: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let i: number;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const text = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      try {
        lines.push(JSON.parse(text) as Record<string, unknown>);
      } catch {
        lines.push({ text });
      }
    }
    for (const w of waiters) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    lines,
    exited,
    waitForLine(match, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching log line within ${ms} ms; last lines: ${JSON.stringify(lines.slice(-5))}`));
        }, ms);
        waiters.add(check);
        check();
        void exited.then(() => setTimeout(() => {
          if (waiters.has(check)) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`the server exited before a matching line; last lines: ${JSON.stringify(lines.slice(-5))}`));
          }
        }, 50));
      });
    },
  };
}
