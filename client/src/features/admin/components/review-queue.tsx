import { useState } from 'react';
import { toast } from 'sonner';
import { DOCUMENT_TYPES, EDIT_YEARS, documentTypeLabel } from '#shared/documents/types';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReviewQueue, type ReviewDocument } from '../api/get-review-queue';
import { useVerifyDocument } from '../api/verify-document';

const isMasked = (v: unknown) => typeof v === 'string' && /X{2}/.test(v);

/** The review queue: pending documents oldest first, filtered by type and year. */
export function ReviewQueue() {
  const [type, setType] = useState('');
  const [year, setYear] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const queue = useReviewQueue({ type: type || undefined, year: year ? Number(year) : undefined });
  const selected = queue.data?.find((d) => d.id === selectedId) ?? queue.data?.[0];

  return (
    <div className="space-y-4">
      <div className="grid max-w-xl grid-cols-2 gap-3">
        <SelectField label="Type" value={type} onChange={(e) => setType(e.target.value)} placeholder="All types" options={DOCUMENT_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        <SelectField label="Tax year" value={year} onChange={(e) => setYear(e.target.value)} placeholder="All years" options={EDIT_YEARS.map((y) => ({ value: String(y), label: String(y) }))} />
      </div>
      {queue.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : queue.isError ? (
        <Alert tone="error" title="Failed to load the review queue">
          {queue.error.message}
        </Alert>
      ) : queue.data.length === 0 ? (
        <Alert>No documents are waiting for review.</Alert>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
          <ul aria-label="Documents awaiting review" className="space-y-2">
            {queue.data.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(d.id)}
                  aria-current={selected?.id === d.id || undefined}
                  className="w-full rounded-lg border p-3 text-left text-sm hover:bg-accent aria-[current]:border-primary"
                >
                  <span className="block font-medium">{d.file_name}</span>
                  <span className="block text-muted-foreground">
                    {documentTypeLabel(d.document_type)} · {d.tax_year} · {d.owner.email}
                  </span>
                  <span className="block text-muted-foreground">Uploaded {new Date(d.uploaded_at).toLocaleDateString('en-US')}</span>
                </button>
              </li>
            ))}
          </ul>
          {selected && <ReviewDetail key={selected.id} doc={selected} />}
        </div>
      )}
    </div>
  );
}

/** The file beside its extracted fields and warnings; the reviewer corrects fields and verifies. */
function ReviewDetail({ doc }: { doc: ReviewDocument }) {
  const verify = useVerifyDocument();
  const x = doc.extracted_data;
  const current = { ...(x?.extracted_fields ?? {}), ...(x?.confirmed_fields ?? {}) };
  const [edits, setEdits] = useState<Record<string, string>>({});

  const submit = () => {
    const fields = Object.fromEntries(Object.entries(edits).filter(([k, v]) => String(current[k] ?? '') !== v));
    verify.mutate(
      { id: doc.id, fields },
      {
        onSuccess: () => toast.success('Document verified'),
        onError: (err) => toast.error(`Failed to verify document: ${err.message}`),
      },
    );
  };

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Card className="overflow-hidden">
        {doc.mime_type === 'application/pdf' ? (
          <iframe title={`File ${doc.file_name}`} src={doc.file_url} className="h-[70vh] w-full" />
        ) : (
          <img src={doc.file_url} alt={`File ${doc.file_name}`} className="max-h-[70vh] w-full object-contain" />
        )}
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{doc.file_name}</CardTitle>
          <div className="flex flex-wrap gap-2">
            <Badge tone="outline">{documentTypeLabel(doc.document_type)}</Badge>
            <Badge tone="outline">{doc.tax_year}</Badge>
            {x && <Badge tone="muted">Confidence {Math.round(x.confidence_score * 100)}%</Badge>}
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          {x?.warnings.length ? (
            <Alert title="Warnings">
              <ul className="list-disc pl-5">
                {x.warnings.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {x ? (
            <div className="space-y-3">
              {Object.entries(current).map(([name, value]) => {
                const editable = (typeof value === 'string' || typeof value === 'number') && !isMasked(value);
                const id = `field-${name}`;
                return (
                  <div key={name} className="grid grid-cols-[12rem_1fr] items-center gap-2">
                    <label htmlFor={id} className="text-sm font-medium break-all">
                      {name}
                    </label>
                    {editable ? (
                      <Input id={id} value={edits[name] ?? String(value)} onChange={(e) => setEdits((s) => ({ ...s, [name]: e.target.value }))} />
                    ) : (
                      <output id={id} className="text-sm break-all text-muted-foreground">
                        {typeof value === 'string' ? value : JSON.stringify(value)}
                      </output>
                    )}
                  </div>
                );
              })}
            </div>
          ) : (
            <Alert>This document has not been analyzed yet.</Alert>
          )}
          <Button onClick={submit} busy={verify.isPending} disabled={!x}>
            Mark verified
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
