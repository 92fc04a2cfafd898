// Starts what the browser journeys need, in order: a clean data folder, an SMTP capture server
// (each message becomes a JSON file in test-results/mail/, the channel the tests read), then the
// app (`npm start`). Playwright starts webServer before globalSetup, so this must all happen here.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const mailDir = path.join(root, 'test-results', 'mail');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'test-results/e2e-data');

rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

/** Unfolds a MIME body just enough for tests: quoted-printable soft breaks and escapes. */
function decodeQuotedPrintable(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

let counter = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headerEnd = raw.search(/\r?\n\r?\n/);
      const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
      const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
      const body = decodeQuotedPrintable(raw.slice(headerEnd));
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      counter += 1;
      const file = path.join(mailDir, `${Date.now()}-${String(counter).padStart(4, '0')}.json`);
      writeFileSync(file, JSON.stringify({ to, subject, text: body, receivedAt: new Date().toISOString() }, null, 2));
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(Number(process.env.E2E_SMTP_PORT ?? 2526), '127.0.0.1', resolve);
});

const app = spawn('npm', ['start'], { cwd: root, stdio: 'inherit', env: process.env });
const stop = () => {
  app.kill('SIGTERM');
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => {
  smtp.close(() => process.exit(code ?? 0));
});
