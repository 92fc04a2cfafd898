import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '../../utils/cn';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native select. Native on purpose: long option lists (56 states, 26 occupations) get the
 * platform picker on phones, type-ahead and form autofill for free.
 */
export function NativeSelect({ className, ...props }: NativeSelectProps) {
  return (
    <select
      className={cn(
        'block h-10 w-full rounded-md border border-input bg-card px-3 text-base text-card-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'aria-invalid:border-destructive disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

interface SelectFieldProps extends NativeSelectProps {
  label: string;
  error?: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first option ("Select …"). */
  placeholder?: string;
}

/** A labelled native select with an error message, linked like FormField. */
export function SelectField({ label, error, hint, options, placeholder, id, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = [hint ? `${selectId}-hint` : null, error ? `${selectId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-medium">
        {label}
      </label>
      <NativeSelect id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {hint && (
        <p id={`${selectId}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
