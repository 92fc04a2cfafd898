/**
 * The conversation store: chat_messages rows of one user's client record, oldest first. Every
 * query is scoped by both the client id and the user id (security.md §6).
 *
 * At rest, a message's text and tool calls (with their arguments: dates of birth, phone
 * numbers, addresses a user types) are sealed together with the field cipher (AES-256-GCM,
 * bound to the row id): `content` holds the ciphertext, `tool_calls` is null and `sealed` is
 * true (security.md §12, docs/decisions/053). Rows are opened here on read, so callers always
 * see plain rows whatever the consultant said.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, sum } from 'drizzle-orm';
import { toolCallSchema, type ChatMessageDto, type ChatToolCall } from '#shared/chat/types';
import type { InterviewItem } from '#shared/chat/parsers';
import type { DbOrTx } from '../db/client';
import { chatMessages } from '../db/schema';
import type { FieldCipher } from '../security/crypto';

export type MessageRow = typeof chatMessages.$inferSelect;

/** What is sealed of a message: its text and its tool calls. */
interface SealedBody {
  content: string;
  toolCalls: Array<Record<string, unknown>> | null;
}

const aad = (id: string) => `chat_messages:${id}:body`;

function seal(cipher: FieldCipher, id: string, body: SealedBody): { content: string; toolCalls: null; sealed: true } {
  return { content: cipher.encrypt(JSON.stringify(body), aad(id)), toolCalls: null, sealed: true };
}

/** A stored row with its text and tool calls in clear (rows written before sealing pass as they are). */
export function openRow(cipher: FieldCipher, row: MessageRow): MessageRow {
  if (!row.sealed) return row;
  const body = JSON.parse(cipher.decrypt(row.content, aad(row.id))) as SealedBody;
  return { ...row, content: body.content, toolCalls: body.toolCalls };
}

/** What a stored assistant row carries besides its actions: the interview item it asked for. */
export interface AskMarker {
  action: 'ask';
  item: InterviewItem;
}

/** The actions of a row, without internal markers. */
export function actionsOf(row: Pick<MessageRow, 'toolCalls'>): ChatToolCall[] {
  return (row.toolCalls ?? []).flatMap((c) => {
    const parsed = toolCallSchema.safeParse(c);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The interview item a stored assistant row asked for, if any. */
export function askedItem(row: Pick<MessageRow, 'toolCalls'>): InterviewItem | null {
  const marker = (row.toolCalls ?? []).find((c) => c.action === 'ask');
  return marker && typeof marker.item === 'string' ? (marker.item as InterviewItem) : null;
}

/** A row as the API returns it. */
export function toMessageDto(row: MessageRow): ChatMessageDto {
  return { id: row.id, role: row.role, content: row.content, toolCalls: actionsOf(row), status: row.status, createdAt: row.createdAt.toISOString() };
}

/** The conversation, oldest first, opened. Rows stored in clear before sealing existed are sealed now. */
export async function listMessages(db: DbOrTx, userId: string, clientId: string, cipher: FieldCipher): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.clientId, clientId), eq(chatMessages.userId, userId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  for (const row of rows.filter((r) => !r.sealed)) {
    await db.update(chatMessages).set(seal(cipher, row.id, { content: row.content, toolCalls: row.toolCalls })).where(eq(chatMessages.id, row.id));
  }
  return rows.map((r) => openRow(cipher, r));
}

export interface NewMessage {
  role: 'user' | 'assistant';
  content: string;
  toolCalls?: Array<ChatToolCall | AskMarker>;
  status?: 'complete' | 'interrupted' | 'error';
  provider?: string;
  tokens?: number;
  /** Keeps the order when two rows are written in the same millisecond. */
  createdAt?: Date;
}

/** Appends one message, sealed. */
export async function addMessage(db: DbOrTx, userId: string, clientId: string, m: NewMessage, cipher: FieldCipher): Promise<MessageRow> {
  const id = randomUUID();
  const toolCalls = m.toolCalls ? (m.toolCalls as unknown as Array<Record<string, unknown>>) : null;
  const [row] = await db
    .insert(chatMessages)
    .values({
      id,
      userId,
      clientId,
      role: m.role,
      ...seal(cipher, id, { content: m.content, toolCalls }),
      status: m.status ?? 'complete',
      provider: m.provider ?? null,
      tokens: m.tokens ?? 0,
      ...(m.createdAt ? { createdAt: m.createdAt } : {}),
    })
    .returning();
  return openRow(cipher, row!);
}

/** One assistant message of the user, or undefined (another user's id is simply not found). */
export async function findAssistantMessage(db: DbOrTx, userId: string, id: string, cipher: FieldCipher): Promise<MessageRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId), eq(chatMessages.role, 'assistant')));
  return row && openRow(cipher, row);
}

/** Marks the update_profile action of a message (an opened row) as applied or dismissed; sealed again. */
export async function setProposalState(db: DbOrTx, row: MessageRow, state: 'applied' | 'dismissed', cipher: FieldCipher): Promise<void> {
  const calls = (row.toolCalls ?? []).map((c) => (c.action === 'update_profile' ? { ...c, state } : c));
  await db.update(chatMessages).set(seal(cipher, row.id, { content: row.content, toolCalls: calls })).where(eq(chatMessages.id, row.id));
}

/** The user's messages and tokens since a moment, for the budget. */
export async function usageSince(db: DbOrTx, userId: string, since: Date): Promise<{ messages: number; tokens: number }> {
  const [m] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'user'), gte(chatMessages.createdAt, since)));
  const [t] = await db
    .select({ n: sum(chatMessages.tokens) })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gte(chatMessages.createdAt, since)));
  return { messages: Number(m?.n ?? 0), tokens: Number(t?.n ?? 0) };
}

/** A rough token count (about four characters a token) where the provider reports none. */
export function roughTokens(...texts: string[]): number {
  return Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4);
}
