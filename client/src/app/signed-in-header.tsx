import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import type { ChatAction } from '#shared/chat/types';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { Button, buttonClasses } from '../components/ui/button';
import { useLogout } from '../features/account/hooks/use-logout';
import { ChatDrawer } from '../features/chat/components/chat-drawer';
import { ChatIcon, UserIcon } from '../features/dashboard/components/icons';
import { NotificationBell } from '../features/dashboard/components/notification-bell';
import { useDashboard } from './dashboard';

const ITEM = 'flex w-full cursor-pointer items-center rounded-md px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/** The account menu: Profile, Security and two-factor sign-in, Log out. */
function AccountMenu() {
  const { logout, pending: loggingOut } = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses('ghost', 'sm', 'px-2')} aria-label="Account menu">
        <UserIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg">
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/profile">Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/profile#security">Security and two-factor sign-in</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={ITEM} disabled={loggingOut} onSelect={logout}>
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The header items of every signed-in page (docs/decisions/061): the tax year, the bell with
 * where the return stands (the readiness model), the chat with The Accountant and the account menu.
 */
export function SignedInHeaderActions({ chatOpen, onChatOpenChange: setChatOpen }: { chatOpen: boolean; onChatOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dashboard = useDashboard(CURRENT_TAX_YEAR);
  const readiness = dashboard.data?.readiness;

  const onChatAction = (action: ChatAction) => {
    if (action === 'view_analysis') void navigate('/review');
    else void navigate(`/intake?open=${action === 'upload_docs' ? 'upload' : 'profile'}`);
  };

  return (
    <>
      <span className="sr-only text-xs font-medium whitespace-nowrap text-muted-foreground sm:not-sr-only sm:rounded-md sm:border sm:px-2 sm:py-1" data-testid="shell-tax-year">
        Tax year {CURRENT_TAX_YEAR}
      </span>
      <NotificationBell
        status={
          readiness
            ? { title: readiness.headline.title, text: readiness.headline.text, href: readiness.next.href, linkLabel: readiness.next.label, tone: readiness.headline.tone }
            : null
        }
      />
      <Button variant="ghost" size="sm" className="px-2" onClick={() => setChatOpen(true)} aria-label="Open chat">
        <ChatIcon />
        <span className="hidden md:inline">Chat</span>
      </Button>
      <AccountMenu />
      <ChatDrawer
        open={chatOpen}
        onOpenChange={setChatOpen}
        onDone={() => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' })}
        onAction={onChatAction}
      />
    </>
  );
}
