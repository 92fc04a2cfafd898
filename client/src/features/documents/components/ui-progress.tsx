import { Progress } from 'radix-ui';
import { cn } from '../../../utils/cn';

/** A thin progress bar (0..100) with an accessible name. */
export function ProgressBar({ value, label, tone = 'primary' }: { value: number; label: string; tone?: 'primary' | 'success' | 'destructive' }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Progress.Root value={clamped} max={100} aria-label={label} className="relative h-2 w-full overflow-hidden rounded-full bg-muted">
      <Progress.Indicator
        className={cn(
          'h-full transition-[width] duration-300',
          tone === 'success' ? 'bg-success' : tone === 'destructive' ? 'bg-destructive' : 'bg-primary',
        )}
        style={{ width: `${clamped}%` }}
      />
    </Progress.Root>
  );
}
