import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatAction } from '#shared/chat/types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import { chatErrorText, useChat, type ChatErrorTexts } from '../hooks/use-chat';
import { ChatActions } from './chat-actions';
import { ChatMarkdown } from './chat-markdown';
import { maskedThrough, shownText } from './masking';

interface ChatPanelProps {
  /** Error wording of the surface (drawer or page). */
  texts: ChatErrorTexts;
  onAction: (action: ChatAction) => void;
  className?: string;
}

/** The conversation with The Accountant: message list, streamed reply, input and send. */
export function ChatPanel({ texts, onAction, className }: ChatPanelProps) {
  const { messages, history, pending, error, send } = useChat(texts);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  const through = maskedThrough(messages);

  // Keep the newest text in view while it streams in.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, last?.content.length]);

  const submit = async () => {
    const text = draft;
    if (!text.trim() || pending) return;
    setDraft('');
    const sent = await send(text);
    if (!sent) setDraft(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <div tabIndex={0} className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-ring" role="log" aria-live="polite" aria-label="Conversation with The Accountant">
        {history.isPending && <p className="text-sm text-muted-foreground">Loading your conversation…</p>}
        {history.isError && <Alert tone="error">{chatErrorText(history.error, texts)}</Alert>}
        {messages.map((m, index) => {
          const mine = m.role === 'user';
          const text = shownText(m.content, index, through);
          const streaming = m.id === 'streaming';
          return (
            <div key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed break-words sm:max-w-[75%]',
                  mine ? 'whitespace-pre-wrap bg-primary text-primary-foreground' : 'border bg-card text-card-foreground',
                )}
              >
                <span className="sr-only">{mine ? 'You said: ' : 'The Accountant said: '}</span>
                {mine ? text : <ChatMarkdown text={text} />}
                {streaming && !m.content && <span className="text-muted-foreground">…</span>}
                {m.status === 'interrupted' && <p className="mt-2 text-xs text-muted-foreground">This reply was interrupted.</p>}
                {!mine && m.toolCalls.length > 0 && <ChatActions calls={m.toolCalls} messageId={streaming ? null : m.id} disabled={pending} onAction={onAction} />}
              </div>
            </div>
          );
        })}
        {error && (
          <Alert tone="error" title={error}>
            Please try again.
          </Alert>
        )}
        <div ref={end} />
      </div>
      <form
        className="flex items-end gap-2 border-t bg-card p-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          rows={2}
          value={draft}
          disabled={pending}
          placeholder="Type your message..."
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          className="block max-h-40 min-h-10 w-full flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60"
        />
        <Button type="submit" disabled={pending || !draft.trim()} aria-label="Send message" className="h-10">
          {pending ? (
            <span role="status" className="flex items-center gap-2">
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
              <span className="sr-only">The Accountant is replying</span>
            </span>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7z" />
            </svg>
          )}
          <span className="max-sm:sr-only">Send</span>
        </Button>
      </form>
    </div>
  );
}
