/** A row of labelled counts (imported / errors / total, and the like). */
export function ResultCounts({ items }: { items: ReadonlyArray<{ label: string; value: number }> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((i) => (
        <div key={i.label} className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{i.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid={`count-${i.label.toLowerCase()}`}>
            {i.value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A list of row problems, e.g. "Line 7: expected 12 fields, found 5". */
export function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      <ul className="max-h-72 list-disc space-y-1 overflow-auto pl-5 text-sm">
        {items.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
