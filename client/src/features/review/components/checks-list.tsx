import { cn } from '../../../utils/cn';
import type { ReviewCheck } from '#shared/review/types';

const LEVEL = {
  error: { label: 'Needs fixing', icon: '!', className: 'border-destructive', badge: 'bg-destructive text-destructive-foreground' },
  warning: { label: 'Check this', icon: '?', className: 'border-amber-500 dark:border-amber-400', badge: 'bg-amber-200 text-amber-950 dark:bg-amber-300 dark:text-amber-950' },
  ok: { label: 'OK', icon: '✓', className: '', badge: 'bg-success text-success-foreground' },
} as const;

/** The consistency checks, problems first, each with its level spelled out (not by colour alone). */
export function ChecksList({ checks }: { checks: ReviewCheck[] }) {
  if (!checks.length) return <p className="text-sm text-muted-foreground">No checks apply yet: upload and analyze your documents first.</p>;
  const order = { error: 0, warning: 1, ok: 2 } as const;
  const sorted = [...checks].sort((a, b) => order[a.level] - order[b.level]);
  return (
    <ul className="space-y-2">
      {sorted.map((c) => {
        const l = LEVEL[c.level];
        return (
          <li key={c.id} className={cn('flex gap-3 rounded-lg border bg-card p-3', l.className)}>
            <span aria-hidden="true" className={cn('mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold', l.badge)}>
              {l.icon}
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium break-words">
                <span className="sr-only">{l.label}: </span>
                {c.title}
              </p>
              {c.level !== 'ok' && <p className="mt-0.5 text-sm text-muted-foreground">{c.detail}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
