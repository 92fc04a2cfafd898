import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { maskPersonalData } from '#shared/chat/pii';
import { contentChunk, metaChunk, toolCallChunk } from '#shared/chat/sse';
import { profileProposalSchema, type ChatToolCall } from '#shared/chat/types';
import { audit } from '../audit';
import { requireUser } from '../auth/session';
import { applyProposal } from '../chat/apply-proposal';
import { greeting, sanitizeUserText } from '../chat/builtin';
import { loadContext } from '../chat/context';
import { addMessage, findAssistantMessage, listMessages, roughTokens, setProposalState, toMessageDto, usageSince, type AskMarker } from '../chat/conversation';
import { chooseProvider } from '../chat/providers';
import { findProfile } from '../domain/profiles';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { AppError, errors, fromZod } from '../http/errors';
import type { AppEnv } from '../http/types';

const sendBody = z.object({ message: z.string().max(4000, 'Message is too long (4,000 characters at most).') });
const applyBody = z.object({ messageId: z.string().uuid().optional(), proposal: profileProposalSchema });
const dismissBody = z.object({ messageId: z.string().uuid() });

const noClient = () => new AppError(409, 'client_required', 'Please complete disclaimer first');
const HOUR = 3_600_000;

/** The chat with The Accountant: history, the streamed reply, and confirmed profile proposals. */
export function chatRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/chat/messages', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, cipher } = c.get('services');
    const ctx = await loadContext(database.db, cipher, user.id);
    if (!ctx) throw noClient();
    let rows = await listMessages(database.db, user.id, ctx.clientId, cipher);
    if (rows.length === 0) {
      const g = greeting(ctx);
      await addMessage(database.db, user.id, ctx.clientId, { role: 'assistant', content: g.text, toolCalls: withAsk(g.toolCalls, g.asked), provider: 'builtin' }, cipher);
      rows = await listMessages(database.db, user.id, ctx.clientId, cipher);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: rows.map(toMessageDto) });
  });

  r.post('/chat', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, cipher, env, log } = c.get('services');
    const parsed = sendBody.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw fromZod(parsed.error);
    const { text, masked } = sanitizeUserText(parsed.data.message);
    if (!text) throw errors.validation('Please type a message.', { message: 'Please type a message.' });

    const ctx = await loadContext(database.db, cipher, user.id);
    if (!ctx) throw noClient();
    const [hour, day] = await Promise.all([usageSince(database.db, user.id, new Date(Date.now() - HOUR)), usageSince(database.db, user.id, new Date(Date.now() - 24 * HOUR))]);
    if (hour.messages >= env.CHAT_MESSAGES_PER_HOUR) throw budget(`You've reached the limit of ${env.CHAT_MESSAGES_PER_HOUR} chat messages per hour. Please try again later.`);
    if (day.messages >= env.CHAT_MESSAGES_PER_DAY) throw budget(`You've reached the limit of ${env.CHAT_MESSAGES_PER_DAY} chat messages per day. Please try again tomorrow.`);
    if (day.tokens >= env.CHAT_TOKENS_PER_DAY) throw budget("You've reached today's chat limit. Please try again tomorrow.");

    const stored = await listMessages(database.db, user.id, ctx.clientId, cipher);
    await addMessage(database.db, user.id, ctx.clientId, { role: 'user', content: text, tokens: roughTokens(text) }, cipher);
    const provider = chooseProvider(env, env, log);
    // A remote model sees dates of birth, phone and account numbers only when AI_SEND_PII allows it.
    const remote = provider.name !== 'builtin';
    const forModel = remote && !env.AI_SEND_PII;
    const history = forModel ? stored.map((r) => ({ ...r, content: maskPersonalData(r.content) })) : stored;
    const prompt = forModel ? maskPersonalData(text) : text;

    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const abort = new AbortController();
      stream.onAbort(() => abort.abort());
      let content = '';
      const calls: ChatToolCall[] = [];
      let asked: AskMarker['item'] | null = null;
      let failed = false;
      let tokens = 0;
      try {
        for await (const e of provider.reply({ ctx, history, text: prompt, maskedSsn: masked, signal: abort.signal })) {
          if (abort.signal.aborted) break;
          if (e.type === 'content') {
            content += e.text;
            await stream.writeSSE({ data: contentChunk(e.text) });
          } else if (e.type === 'tool_call') {
            calls.push(e.call);
            await stream.writeSSE({ data: toolCallChunk(e.call) });
          } else if (e.type === 'ask') asked = e.item;
          else if (e.type === 'failed') failed = true;
          else tokens += e.n;
        }
      } catch (err) {
        if (!abort.signal.aborted) {
          log.error({ err, reqId: c.get('requestId') }, 'chat reply failed');
          failed = true;
        }
      }
      const interrupted = abort.signal.aborted || stream.aborted;
      if (failed && !content) content = 'Sorry, something went wrong while answering. Please try again.';
      const row = await addMessage(database.db, user.id, ctx.clientId, {
        role: 'assistant',
        content,
        toolCalls: withAsk(calls, asked),
        status: interrupted ? 'interrupted' : failed ? 'error' : 'complete',
        provider: provider.name,
        tokens: tokens || roughTokens(content),
      }, cipher);
      if (!interrupted) {
        await stream.writeSSE({ data: metaChunk(row.id, failed ? 'error' : 'complete') }).catch(() => undefined);
        await stream.writeSSE({ data: '[DONE]' }).catch(() => undefined);
      }
    });
  });

  r.post('/chat/apply-proposal', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, cipher } = c.get('services');
    const parsed = applyBody.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw fromZod(parsed.error);
    const { messageId, proposal } = parsed.data;
    if (Object.keys(proposal).length === 0) throw errors.validation('Nothing to save.');
    const result = await database.db.transaction(async (tx) => {
      const message = messageId ? await findAssistantMessage(tx, user.id, messageId, cipher) : undefined;
      if (messageId && !message) throw errors.notFound('Message');
      const saved = await applyProposal(tx, cipher, user.id, proposal);
      if (message) await setProposalState(tx, message, 'applied', cipher);
      await audit(tx, {
        actorUserId: user.id,
        action: 'profile.saved',
        targetType: 'client',
        targetId: saved.profile.id,
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent'),
        details: { via: 'chat', fields: Object.keys(proposal) },
      });
      return saved;
    });
    return c.json(result);
  });

  r.post('/chat/dismiss-proposal', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, cipher } = c.get('services');
    const parsed = dismissBody.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw fromZod(parsed.error);
    const message = await findAssistantMessage(database.db, user.id, parsed.data.messageId, cipher);
    if (!message) throw errors.notFound('Message');
    const client = await findProfile(database.db, user.id, CURRENT_TAX_YEAR);
    if (!client || client.id !== message.clientId) throw errors.notFound('Message');
    await setProposalState(database.db, message, 'dismissed', cipher);
    return c.json({ ok: true });
  });

  return r;
}

function budget(message: string) {
  return new AppError(429, 'chat_budget_exceeded', message);
}

function withAsk(calls: ChatToolCall[], asked: AskMarker['item'] | null): Array<ChatToolCall | AskMarker> {
  return asked ? [...calls, { action: 'ask', item: asked }] : calls;
}
