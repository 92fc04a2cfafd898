import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';

export type BadgeTone = 'success' | 'primary' | 'neutral' | 'muted' | 'outline';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-success text-success-foreground border-transparent',
  primary: 'bg-primary text-primary-foreground border-transparent',
  neutral: 'bg-secondary text-secondary-foreground border-transparent',
  muted: 'bg-muted text-foreground border-transparent',
  outline: 'bg-card text-card-foreground',
};

/** A small pill label. */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone], className)}>{children}</span>;
}
