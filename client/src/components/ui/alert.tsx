import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';

interface AlertProps {
  tone?: 'error' | 'info';
  title?: string;
  children: ReactNode;
  className?: string;
}

/** An inline message; errors are announced by screen readers. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border p-4 text-sm', tone === 'error' ? 'border-destructive text-foreground' : 'bg-muted text-foreground', className)}
    >
      {title && <p className={cn('mb-1 font-semibold', tone === 'error' && 'text-destructive')}>{title}</p>}
      <div>{children}</div>
    </div>
  );
}
