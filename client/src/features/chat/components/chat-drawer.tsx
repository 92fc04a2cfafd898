import { Dialog as RadixDialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import type { ChatAction } from '#shared/chat/types';
import { Button } from '../../../components/ui/button';
import { ChatPanel } from './chat-panel';

interface ChatDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Done Chatting' was pressed. */
  onDone?: () => void;
  /** An action button was pressed (the drawer closes first); without it the drawer navigates. */
  onAction?: (action: ChatAction) => void;
}

const TEXTS = { communication: 'Error communicating with Tax Consultant', noClient: 'Please complete your profile first' };

/** The bottom chat drawer (80% of the viewport height) with The Accountant. */
export function ChatDrawer({ open, onOpenChange, onDone, onAction }: ChatDrawerProps) {
  const navigate = useNavigate();
  const act = (action: ChatAction) => {
    onOpenChange(false);
    if (onAction) onAction(action);
    else void navigate(action === 'view_analysis' ? '/review' : '/intake');
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex h-[80vh] w-full max-w-3xl flex-col rounded-t-2xl border bg-background text-foreground shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold">Chat with Tax Consultant</RadixDialog.Title>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                onDone?.();
                onOpenChange(false);
              }}
            >
              Done Chatting
            </Button>
          </div>
          {open && <ChatPanel texts={TEXTS} onAction={act} />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
