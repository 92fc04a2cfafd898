import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '#shared/chat/types';
import { createVerifiedUser } from '../../test/factories';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { openDatabase, queryRows } from '../db/client';

// What the user types: a date of birth, an address and a phone number.
const DOB = ['03/14/1985', '1985-03-14'];
const PHONE = ['(512) 555-0142', '555-0142'];
const ADDRESS = '742 Evergreen Terrace';
const MESSAGE = `I was born on 03/14/1985, I live at ${ADDRESS}, Springfield IL 62704, and my phone is (512) 555-0142.`;

async function userWithClient(app: TestApp) {
  const u = await createVerifiedUser(app);
  await u.agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
  return u;
}

async function say(agent: Agent, message: string) {
  const res = await agent.post('/api/chat', { message });
  expect(res.status).toBe(200);
  const raw = await res.text();
  expect(raw).toContain('[DONE]');
  return raw;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe('chat history at rest (security.md §12)', () => {
  const pgDir = mkdtempSync(path.join(tmpdir(), 'taxdesk-chat-pg-'));
  const onPglite = !process.env.DATABASE_URL;
  let app: TestApp;
  let stopped = false;

  beforeAll(async () => {
    if (onPglite) {
      // A PGlite on disk, so the data files and the write-ahead log can be searched afterwards.
      const database = await openDatabase({ dataDir: pgDir });
      await database.migrate();
      app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { database });
    } else {
      app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    }
  });
  afterAll(async () => {
    if (!stopped) await app?.close();
    rmSync(pgDir, { recursive: true, force: true });
  });

  it('keeps a date of birth, an address and a phone number typed into the chat out of the rows and the database files', async () => {
    const { agent } = await userWithClient(app);
    await say(agent, MESSAGE);
    await say(agent, 'My other number is 512-555-0142 and my account number is 000123456789.');

    // Read back through the API: the conversation is whole.
    const { messages } = (await (await agent.get('/api/chat/messages')).json()) as { messages: ChatMessageDto[] };
    expect(messages.map((m) => m.content)).toContain(MESSAGE);
    expect(messages.filter((m) => m.role === 'assistant').length).toBeGreaterThanOrEqual(2);

    // The rows hold ciphertext only: no clear value in content or tool-call arguments.
    const rows = await queryRows<{ content: string; tool_calls: unknown; sealed: boolean }>(
      app.running.services.database.db,
      sql`select content, tool_calls, sealed from chat_messages`,
    );
    expect(rows.length).toBe(messages.length);
    const dump = JSON.stringify(rows);
    for (const clear of [...DOB, ...PHONE, ADDRESS, '000123456789', 'Evergreen']) expect(dump).not.toContain(clear);
    expect(rows.every((r) => r.sealed && r.tool_calls === null && r.content.startsWith('v1.'))).toBe(true);

    if (!onPglite) return;
    // The database files, write-ahead log included, after a clean close.
    await app.close();
    stopped = true;
    const files = filesUnder(pgDir);
    expect(files.some((f) => f.includes('pg_wal'))).toBe(true);
    for (const f of files) {
      const bytes = readFileSync(f);
      for (const clear of [...DOB, ...PHONE, ADDRESS, '000123456789']) expect(bytes.includes(Buffer.from(clear)), `${clear} in ${path.relative(pgDir, f)}`).toBe(false);
    }
  });
});

describe('prompts to a remote model follow AI_SEND_PII', () => {
  let model: Server;
  const seen: string[] = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    model = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(body);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Thanks, noted.' }, finish_reason: 'stop' }] })}\n\n`);
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((r) => model.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    model.closeAllConnections();
    await new Promise((r) => model.close(r));
  });

  const start = async (sendPii: boolean) => {
    const port = (model.address() as AddressInfo).port;
    const app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'fake-model', AI_SEND_PII: String(sendPii) });
    apps.push(app);
    return app;
  };

  it('masks dates of birth and phone numbers in the history and the new message unless allowed', async () => {
    const closed = await start(false);
    const { agent } = await userWithClient(closed);
    await say(agent, MESSAGE);
    await say(agent, 'And what is the standard deduction?');
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const body of seen) for (const clear of [...DOB, ...PHONE]) expect(body).not.toContain(clear);
    expect(seen.join('')).toContain('(•••) •••-0142');

    seen.length = 0;
    const open = await start(true);
    const u = await userWithClient(open);
    await say(u.agent, MESSAGE);
    expect(seen.join('')).toContain('03/14/1985');
  });
});
