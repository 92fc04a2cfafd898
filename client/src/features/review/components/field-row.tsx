import { useId, useState, type FormEvent } from 'react';
import { normaliseMoney } from '#shared/extraction/money';
import type { ReviewField } from '#shared/review/types';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useConfirmField } from '../api/confirm-field';

function boxName(box: string | null): string {
  if (!box) return '';
  return /^\d/.test(box) ? `Box ${box}` : `Box ${box.toUpperCase()}`;
}

/** The field's label without repeating its box ("Box 12" is not shown as "Box 12 Box 12"). */
function fieldName(field: ReviewField): string {
  const box = boxName(field.box);
  return box && !field.label.startsWith(box) ? `${box} ${field.label}` : field.label;
}

/** One field of a document; an editable one can be corrected in place (kept beside the extracted value). */
export function FieldRow({ documentId, field, docLabel }: { documentId: string; field: ReviewField; docLabel: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmField();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const name = fieldName(field);

  const start = () => {
    setDraft(field.kind === 'money' ? field.display.replace(/^\$/, '') : (field.value ?? ''));
    setError(null);
    setEditing(true);
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    let value = text;
    if (field.kind === 'money') {
      const canonical = normaliseMoney(text);
      if (canonical === undefined) {
        setError('Enter an amount in dollars, for example 1234.56');
        return;
      }
      value = canonical;
    } else if (!text) {
      setError('Enter a value');
      return;
    }
    confirm.mutate(
      { documentId, fields: { [field.name]: value } },
      {
        onSuccess: () => setEditing(false),
        onError: (err) => setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : 'Could not save the correction. Please try again.'),
      },
    );
  };

  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-center sm:gap-4">
      <dt className="text-sm">
        {field.box && !field.label.startsWith(boxName(field.box)) && <span className="mr-1 font-mono text-xs text-muted-foreground">{boxName(field.box)}</span>}
        {field.label}
      </dt>
      <dd className="min-w-0 text-sm">
        {editing ? (
          <form onSubmit={save} className="flex flex-wrap items-start gap-2" aria-label={`Fix ${name}`}>
            <label htmlFor={inputId} className="sr-only">
              {`${name} (${docLabel})`}
            </label>
            <Input
              id={inputId}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              inputMode={field.kind === 'money' ? 'decimal' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-9 w-44"
              autoFocus
            />
            <Button type="submit" size="sm" busy={confirm.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            {error && (
              <p id={errorId} role="alert" className="w-full text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </form>
        ) : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className={field.kind === 'money' ? 'font-mono font-medium tabular-nums' : 'font-medium break-words'}>{field.display}</span>
            {field.corrected && (
              <span className="text-xs text-muted-foreground">
                corrected by you{field.extractedDisplay ? `; read as ${field.extractedDisplay}` : ''}
              </span>
            )}
            {field.editable && (
              <Button size="sm" variant="ghost" className="-mx-1 h-7 px-1 text-link underline" onClick={start} aria-label={`Fix this value: ${name} on the ${docLabel}`}>
                Fix this value
              </Button>
            )}
          </div>
        )}
      </dd>
    </div>
  );
}
