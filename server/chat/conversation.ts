/**
 * The conversation store: chat_messages rows of one user's client record, oldest first. Every
 * query is scoped by both the client id and the user id (security.md §6).
 */
import { and, asc, count, eq, gte, sum } from 'drizzle-orm';
import { toolCallSchema, type ChatMessageDto, type ChatToolCall } from '#shared/chat/types';
import type { InterviewItem } from '#shared/chat/parsers';
import type { DbOrTx } from '../db/client';
import { chatMessages } from '../db/schema';

export type MessageRow = typeof chatMessages.$inferSelect;

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

/** The conversation, oldest first. */
export async function listMessages(db: DbOrTx, userId: string, clientId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.clientId, clientId), eq(chatMessages.userId, userId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
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

/** Appends one message. */
export async function addMessage(db: DbOrTx, userId: string, clientId: string, m: NewMessage): Promise<MessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      userId,
      clientId,
      role: m.role,
      content: m.content,
      toolCalls: m.toolCalls ? (m.toolCalls as unknown as Array<Record<string, unknown>>) : null,
      status: m.status ?? 'complete',
      provider: m.provider ?? null,
      tokens: m.tokens ?? 0,
      ...(m.createdAt ? { createdAt: m.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** One assistant message of the user, or undefined (another user's id is simply not found). */
export async function findAssistantMessage(db: DbOrTx, userId: string, id: string): Promise<MessageRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId), eq(chatMessages.role, 'assistant')));
  return row;
}

/** Marks the update_profile action of a message as applied or dismissed. */
export async function setProposalState(db: DbOrTx, row: MessageRow, state: 'applied' | 'dismissed'): Promise<void> {
  const calls = (row.toolCalls ?? []).map((c) => (c.action === 'update_profile' ? { ...c, state } : c));
  await db.update(chatMessages).set({ toolCalls: calls }).where(eq(chatMessages.id, row.id));
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
