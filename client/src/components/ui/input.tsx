import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../utils/cn';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'block h-10 w-full rounded-md border border-input bg-card px-3 text-base text-card-foreground placeholder:text-muted-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'aria-invalid:border-destructive disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
