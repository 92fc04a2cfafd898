import type { ReactNode } from 'react';
import type { StatusTone } from '#shared/documents/types';
import { cn } from '../../../utils/cn';

export type BadgeTone = StatusTone | 'neutral' | 'red' | 'outline';

// Fixed colours (not theme tokens) because the spec names them: verified green, pending yellow, other grey.
const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200 border-green-300 dark:border-green-800',
  yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200 border-amber-300 dark:border-amber-800',
  grey: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100 border-zinc-300 dark:border-zinc-600',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200 border-red-300 dark:border-red-800',
  neutral: 'bg-muted text-foreground border-transparent',
  outline: 'bg-transparent text-foreground',
};

/** A small pill label. */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', TONES[tone], className)}>{children}</span>;
}
