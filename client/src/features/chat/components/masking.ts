import { maskPersonalData } from '#shared/chat/pii';

interface MessageLike {
  toolCalls: Array<{ action: string; state?: string }>;
}

/**
 * The index of the last message whose profile proposal the user confirmed, or -1. Messages up to
 * it show dates of birth, phone and account numbers masked: once a value is saved to the
 * profile, the conversation no longer needs to show it in full (security.md §12).
 */
export function maskedThrough(messages: MessageLike[]): number {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.toolCalls.some((c) => c.action === 'update_profile' && c.state === 'applied')) return i;
  }
  return -1;
}

/** The text of message `index` as shown. */
export function shownText(content: string, index: number, through: number): string {
  return index <= through ? maskPersonalData(content) : content;
}
