import { Progress as RadixProgress } from 'radix-ui';
import { cn } from '../../utils/cn';

interface ProgressProps {
  /** 0–100. */
  value: number;
  /** Accessible name, e.g. "Tax preparation progress". */
  label: string;
  className?: string;
}

/** A horizontal progress bar. */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <RadixProgress.Root
      value={clamped}
      aria-label={label}
      getValueLabel={(v, max) => `${Math.round((v / max) * 100)}%`}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <RadixProgress.Indicator className="h-full bg-primary transition-[width] duration-500" style={{ width: `${clamped}%` }} />
    </RadixProgress.Root>
  );
}
