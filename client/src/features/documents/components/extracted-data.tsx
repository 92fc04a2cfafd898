import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CHECKS_PASSED, documentTypeLabel, isDocumentType, normaliseDocumentType, type DocumentType } from '#shared/documents/types';
import { FIELD_DEFINITIONS, type FieldDefinition, type FieldKind } from '#shared/extraction/fields';
import { canonicalToCents, formatUsd, isCanonicalMoney, normaliseMoney } from '#shared/extraction/money';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatCalendarDate } from '../../../utils/format-date';
import { cn } from '../../../utils/cn';
import type { DocumentDto } from '../api/document';
import { useConfirmDocument } from '../api/confirm-document';
import { RetryButton } from './retry-button';
import { VerificationBadge } from './status-badges';
import { Badge } from './ui-badge';

/** The 'Copied' indicator lasts 2 s (spec §9). */
const COPIED_MS = 2_000;
/** Values read with less confidence than this are flagged for the user to check. */
const LOW_CONFIDENCE = 0.8;

type EditableValue = string | boolean;

function humanise(name: string): string {
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatScalar(value: unknown, kind: FieldKind): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (kind === 'money' && isCanonicalMoney(value)) return formatUsd(canonicalToCents(value));
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value);
  return value;
}

function ListValue({ value, def }: { value: unknown; def: FieldDefinition }) {
  if (!Array.isArray(value) || value.length === 0) return <span>—</span>;
  const kinds = new Map((def.items ?? []).map((item) => [item.name, item.kind]));
  return (
    <ul className="space-y-1">
      {value.map((row: unknown, index) => (
        <li key={index} className="text-sm">
          {typeof row === 'object' && row !== null
            ? Object.entries(row as Record<string, unknown>)
                .map(([key, v]) => `${humanise(key)}: ${formatScalar(v, kinds.get(key) ?? 'string')}`)
                .join(' · ')
            : formatScalar(row, 'string')}
        </li>
      ))}
    </ul>
  );
}

interface FieldRow {
  def: FieldDefinition;
  value: unknown;
  confidence: number | undefined;
  confirmed: boolean;
}

/** The form the fields were read as: the detected type when the engine names one, else the chosen type (as the server's ProConnect text). */
function fieldsType(document: DocumentDto): DocumentType {
  const detected = document.extracted_data?.detected_type;
  return isDocumentType(detected) ? detected : normaliseDocumentType(document.document_type);
}

/** Field rows in print order from the shared definitions, then any field the definitions do not name. */
function fieldRows(document: DocumentDto): FieldRow[] {
  const data = document.extracted_data;
  if (!data) return [];
  const extracted = data.extracted_fields ?? {};
  const confirmed = data.confirmed_fields ?? {};
  const values: Record<string, unknown> = { ...extracted, ...confirmed };
  const defs = FIELD_DEFINITIONS[fieldsType(document)];
  const known = new Set(defs.map((d) => d.name));
  const extra: FieldDefinition[] = Object.keys(values)
    .filter((name) => !known.has(name))
    .map((name) => ({ name, label: humanise(name), kind: Array.isArray(values[name]) ? 'list' : 'string' }));
  return [...defs, ...extra]
    .filter((def) => values[def.name] !== undefined && values[def.name] !== null)
    .map((def) => ({ def, value: values[def.name], confidence: data.field_confidence?.[def.name], confirmed: def.name in confirmed }));
}

function editableInitial(rows: FieldRow[]): Record<string, EditableValue> {
  const initial: Record<string, EditableValue> = {};
  for (const { def, value } of rows) {
    if (def.kind === 'list') continue;
    // Identifiers arrive masked (XXX-XX-1234): there is nothing sensible to correct in place.
    if ((def.kind === 'ssn' || def.kind === 'tin') && typeof value === 'string' && /[X*•#]/i.test(value)) continue;
    if (typeof value === 'boolean') initial[def.name] = value;
    else if (typeof value === 'string' || typeof value === 'number') initial[def.name] = String(value);
  }
  return initial;
}

/** Turns edited inputs into the values to confirm; money is checked and sent canonical ("1234.56"). */
function changedFields(rows: FieldRow[], draft: Record<string, EditableValue>): { fields: Record<string, string | number | boolean>; errors: Record<string, string> } {
  const fields: Record<string, string | number | boolean> = {};
  const errors: Record<string, string> = {};
  for (const { def, value } of rows) {
    const edited = draft[def.name];
    if (edited === undefined || def.kind === 'list') continue;
    if (typeof edited === 'boolean') {
      if (edited !== value) fields[def.name] = edited;
      continue;
    }
    const text = edited.trim();
    if (text === String(value)) continue;
    if (def.kind === 'money') {
      const amount = normaliseMoney(text);
      if (amount === undefined) errors[def.name] = 'Enter an amount like 1,234.56';
      else if (amount !== value) fields[def.name] = amount;
    } else if (def.kind === 'number') {
      if (!/^\d+$/.test(text)) errors[def.name] = 'Enter a whole number';
      else fields[def.name] = Number(text);
    } else if (!text) {
      errors[def.name] = 'Enter a value';
    } else {
      fields[def.name] = text;
    }
  }
  return { fields, errors };
}

/** The Extracted Data pane: verification status, AI summary, fields, warnings, confirm and copy. */
export function ExtractedDataPane({ document }: { document: DocumentDto }) {
  const data = document.extracted_data;
  const rows = fieldRows(document);
  const confirm = useConfirmDocument();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, EditableValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (copiedTimer.current) clearTimeout(copiedTimer.current);
  }, []);

  const failed = document.upload_status === 'failed';
  const summary = data?.ai_summary?.trim();
  const type = normaliseDocumentType(document.document_type);
  const detected = data?.detected_type ? normaliseDocumentType(data.detected_type) : null;

  const copy = async () => {
    if (!document.proconnect_text) return;
    try {
      await navigator.clipboard.writeText(document.proconnect_text);
      toast.success('Extracted data copied to clipboard');
      setCopied(true);
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error('Could not copy', { description: 'Your browser blocked access to the clipboard.' });
    }
  };

  const startEditing = () => {
    setDraft(editableInitial(rows));
    setErrors({});
    setEditing(true);
  };

  const submit = () => {
    const { fields, errors: found } = editing ? changedFields(rows, draft) : { fields: {}, errors: {} };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      { id: document.id, ...(Object.keys(fields).length > 0 ? { fields } : {}) },
      {
        onSuccess: () => {
          toast.success('Values confirmed');
          setEditing(false);
        },
        onError: (error) => toast.error('Failed to confirm values', { description: error.message }),
      },
    );
  };

  return (
    <section aria-labelledby="extracted-data-heading" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="extracted-data-heading" className="font-semibold">
          Extracted Data
        </h3>
        <div className="flex items-center gap-2">
          {data && typeof data.confidence_score === 'number' && (
            <span className="text-xs text-muted-foreground">Confidence {Math.round(data.confidence_score * 100)}%</span>
          )}
          {data && <VerificationBadge status={data.verification_status} />}
        </div>
      </div>

      {failed ? (
        <div role="alert" className="space-y-3 rounded-lg border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{document.analysis_error || 'Analysis failed'}</p>
          <RetryButton document={document} />
        </div>
      ) : summary ? (
        <p className="rounded-lg bg-muted p-3 text-sm leading-relaxed" data-testid="ai-summary">
          {summary}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          Processing document...
        </p>
      )}

      {detected && detected !== type && detected !== 'other' && (
        <p className="text-sm text-muted-foreground">
          This looks like a {documentTypeLabel(detected)}. If so, change its type with Edit.
        </p>
      )}

      {data?.warnings && data.warnings.length > 0 && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <h4 className="font-semibold">Please check</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {data.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </div>
      )}

      {data && !failed && data.verification_status === CHECKS_PASSED && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
          Checks passed, please confirm. The values below are a suggestion until you confirm them (or correct them first with Edit values).
        </p>
      )}

      {data && !failed && (
        <div className="flex flex-wrap gap-2">
          <Button busy={confirm.isPending} onClick={submit} disabled={rows.length === 0}>
            Confirm values
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel editing
            </Button>
          ) : (
            <Button variant="outline" onClick={startEditing} disabled={rows.length === 0}>
              Edit values
            </Button>
          )}
          <Button variant="outline" onClick={() => void copy()} disabled={!document.proconnect_text}>
            {copied ? (
              <>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                Copied
              </>
            ) : (
              'Copy for ProConnect'
            )}
          </Button>
        </div>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" data-testid="extracted-fields">
            <caption className="sr-only">Values read from {document.file_name}</caption>
            <thead className="bg-muted text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Field
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Value
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map(({ def, value, confidence, confirmed }) => {
                const inputId = `field-${document.id}-${def.name}`;
                const error = errors[def.name];
                const label = `${def.box ? `Box ${def.box}: ` : ''}${def.label}`;
                return (
                  <tr key={def.name} className="align-top">
                    <th scope="row" className="w-1/2 px-3 py-2 text-left font-normal text-muted-foreground">
                      {editing && draft[def.name] !== undefined ? <label htmlFor={inputId}>{label}</label> : label}
                    </th>
                    <td className="px-3 py-2 font-medium break-words">
                      {editing && def.kind !== 'list' && draft[def.name] !== undefined ? (
                        typeof draft[def.name] === 'boolean' ? (
                          <input
                            id={inputId}
                            type="checkbox"
                            className="size-4 accent-primary"
                            checked={draft[def.name] === true}
                            onChange={(event) => setDraft((d) => ({ ...d, [def.name]: event.target.checked }))}
                          />
                        ) : (
                          <>
                            <Input
                              id={inputId}
                              value={String(draft[def.name])}
                              inputMode={def.kind === 'money' || def.kind === 'number' ? 'decimal' : undefined}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${inputId}-error` : undefined}
                              className="h-9 text-sm"
                              onChange={(event) => setDraft((d) => ({ ...d, [def.name]: event.target.value }))}
                            />
                            {error && (
                              <p id={`${inputId}-error`} className="mt-1 text-xs font-medium text-destructive">
                                {error}
                              </p>
                            )}
                          </>
                        )
                      ) : def.kind === 'list' ? (
                        <ListValue value={value} def={def} />
                      ) : (
                        <span className={cn(def.kind === 'money' && 'tabular-nums')}>{formatScalar(value, def.kind)}</span>
                      )}
                      <span className="mt-1 flex flex-wrap gap-1">
                        {confirmed && <Badge tone="green">Confirmed</Badge>}
                        {!confirmed && typeof confidence === 'number' && confidence < LOW_CONFIDENCE && <Badge tone="yellow">Check this value</Badge>}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

    </section>
  );
}
