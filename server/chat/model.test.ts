/**
 * The Accountant with a model configured, tested at the network boundary: a scripted
 * OpenAI-compatible server on loopback. The model writes the words; every dollar amount and
 * percentage must come from a tool result or the fact base, or the built-in answer replaces it;
 * the tools never read another user's data.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type ChatStreamEvent } from '#shared/chat/sse';
import type { ChatToolCall } from '#shared/chat/types';
import { createVerifiedUser } from '../../test/factories';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { figuresIn, unsupportedFigures } from './providers';

type Script = (messages: Array<{ role: string; content: string | null }>) => Array<Record<string, unknown>>;
let script: Script = () => [];
const toolResults: string[] = [];

const say = (text: string) => ({ choices: [{ delta: { content: text }, finish_reason: 'stop' }] });
const call = (id: string, name: string, args: Record<string, unknown>) => ({ choices: [{ delta: { tool_calls: [{ index: 0, id, function: { name, arguments: JSON.stringify(args) } }] }, finish_reason: 'tool_calls' }] });

let app: TestApp;
let model: Server;
beforeAll(async () => {
  model = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { messages } = JSON.parse(body) as { messages: Array<{ role: string; content: string | null }> };
      for (const m of messages) if (m.role === 'tool' && m.content) toolResults.push(m.content);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const o of script(messages)) res.write(`data: ${JSON.stringify(o)}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', () => r()));
  const port = (model.address() as AddressInfo).port;
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000', CHAT_AI_TIMEOUT_MS: '5000', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'scripted', AI_API_KEY: 'test-key' });
});
afterAll(async () => {
  await app?.close();
  model?.closeAllConnections();
  await new Promise((r) => model?.close(r));
});

async function user(): Promise<Agent> {
  const { agent } = await createVerifiedUser(app);
  await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
  await agent.get('/api/chat/messages');
  return agent;
}

async function chat(agent: Agent, message: string): Promise<{ text: string; calls: ChatToolCall[] }> {
  const res = await agent.post('/api/chat', { message });
  expect(res.status).toBe(200);
  const parser = createSseParser();
  const events: ChatStreamEvent[] = [...parser.push(await res.text()), ...parser.end()];
  return { text: events.flatMap((e) => (e.type === 'content' ? [e.text] : [])).join(''), calls: events.flatMap((e) => (e.type === 'tool_call' ? [e.call] : [])) };
}

describe('figures in a model reply', () => {
  it('reads dollar amounts and percentages', () => {
    expect(figuresIn('It is $31,500.00, or 6.2 % and 1.45 percent; $7')).toEqual(['$3150000', '$700', '6.2%', '1.45%']);
  });
  it('accepts figures from tool results and the fact base, and nothing else', () => {
    expect(unsupportedFigures('The wage base is $176,100 and the rate 6.2 %.', [])).toEqual([]);
    expect(unsupportedFigures('Your refund is $1,234.56.', ['{"amount":"$1,234.56"}'])).toEqual([]);
    expect(unsupportedFigures('Your refund is $9,999.', ['{"amount":"$1,234.56"}'])).toEqual(['$999900']);
  });
});

describe('The Accountant with a model', () => {
  it('passes on words whose figures come from a tool', async () => {
    const agent = await user();
    script = (messages) => {
      const tool = messages.find((m) => m.role === 'tool');
      if (!tool) return [call('c1', 'get_tax_fact', { query: 'Social Security tax rate for employees' })];
      const fact = JSON.parse(tool.content!) as { answer: string; source: string };
      return [say(`Good question! ${fact.answer} (${fact.source})`)];
    };
    const r = await chat(agent, 'what is the social security rate for employees?');
    expect(r.text).toMatch(/^Good question! Employees pay Social Security tax of 6\.2 %/);
  });

  it('replaces a reply with an invented number by the built-in answer', async () => {
    const agent = await user();
    script = () => [say('The 2025 standard deduction for single filers is $14,600, and you will get a refund of $2,345.')];
    const r = await chat(agent, "what's the standard deduction for single?");
    expect(r.text).not.toContain('$14,600');
    expect(r.text).not.toContain('$2,345');
    expect(r.text).toContain('The 2025 standard deduction for Single is $15,750.00');
    expect(r.text).toMatch(/Source: OBBBA/);
    // What was stored is the built-in answer too.
    const { messages } = (await (await agent.get('/api/chat/messages')).json()) as { messages: Array<{ role: string; content: string }> };
    expect(messages.at(-1)!.content).not.toContain('$14,600');
  });

  it("refuses a tool call with another user's id, and says no figure of theirs", async () => {
    const victim = await user();
    script = () => [say('Hello!')];
    await chat(victim, 'hi');
    const attacker = await user();
    toolResults.length = 0;
    script = (messages) => {
      const tool = messages.find((m) => m.role === 'tool');
      if (!tool) return [call('c1', 'estimate_summary', { user_id: 'someone-else', client_id: 'another-client' })];
      return [say(`Their refund is $4,321.`)];
    };
    const r = await chat(attacker, "what's my neighbor's refund?");
    expect(toolResults).toEqual([JSON.stringify({ error: 'These tools only read the signed-in user’s own data.' })]);
    expect(r.text).not.toContain('$4,321');
    expect(r.text).toContain("someone else's");
  });
});
