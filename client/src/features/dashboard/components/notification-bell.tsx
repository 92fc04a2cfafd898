import { Link } from 'react-router';
import { toast } from 'sonner';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { buttonClasses } from '../../../components/ui/button';
import { formatTimestamp } from '../../../utils/format-date';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { BellIcon } from './icons';

/** Where the return stands, from the readiness model (the same words as the dashboard and /review). */
export interface BellStatus {
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  tone: 'info' | 'warning' | 'success';
}

/** The header bell: where the return stands, the real unread count and a list with 'Mark all as read'. */
export function NotificationBell({ status = null }: { status?: BellStatus | null }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const markAll = () => markRead.mutate({ all: true }, { onError: (error) => toast.error('Could not update notifications', { description: error.message }) });

  return (
    <Popover>
      <PopoverTrigger className={buttonClasses('ghost', 'sm', 'relative px-2')} aria-label={`Notifications, ${unread} unread`}>
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-xs leading-none font-semibold text-destructive-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications list">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="font-semibold">Notifications</h2>
          <button
            type="button"
            className="rounded text-sm font-medium text-link underline-offset-2 hover:underline disabled:no-underline disabled:opacity-60"
            disabled={unread === 0 || markRead.isPending}
            onClick={markAll}
          >
            Mark all as read
          </button>
        </div>
        {status && (
          <div className="border-b px-4 py-3" data-testid="bell-status">
            <p className={`text-sm font-semibold ${status.tone === 'warning' ? 'text-destructive' : ''}`}>{status.title}</p>
            <p className="mt-0.5 text-sm break-words text-muted-foreground">{status.text}</p>
            <Link to={status.href} className="mt-1 inline-block text-sm font-medium text-link underline underline-offset-2">
              {status.linkLabel}
            </Link>
          </div>
        )}
        {notifications.isPending ? (
          <p className="px-4 py-6 text-sm text-muted-foreground">Loading…</p>
        ) : notifications.isError ? (
          <p role="alert" className="px-4 py-6 text-sm text-destructive">
            Could not load notifications.
          </p>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-sm text-muted-foreground">You have no notifications.</p>
        ) : (
          <ul className="max-h-80 divide-y overflow-y-auto">
            {items.map((item) => (
              <li key={item.id} className="flex gap-3 px-4 py-3">
                <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-primary'}`} />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {item.link ? (
                      <Link to={item.link} className="hover:underline" onClick={() => !item.read && markRead.mutate({ ids: [item.id] })}>
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                    {!item.read && <span className="sr-only"> (unread)</span>}
                  </p>
                  {item.body && <p className="mt-0.5 text-sm break-words text-muted-foreground">{item.body}</p>}
                  <p className="mt-1 text-xs text-muted-foreground">{formatTimestamp(item.createdAt)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
