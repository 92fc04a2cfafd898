import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useImportLegacyCsv, type LegacyTable } from '../api/import-legacy-csv';
import { DetailList, ResultCounts } from './result-counts';

/** One legacy import page: choose a CSV (or use the shipped one), 'Start Import', see the counts. */
export function ImportPanel({ table }: { table: LegacyTable }) {
  const importCsv = useImportLegacyCsv();
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();

  const start = () =>
    importCsv.mutate(file ? { table, file } : { table, useStatic: true }, {
      onSuccess: (r) => {
        if (r.errors === 0) toast.success(`Successfully imported ${r.imported} records!`);
        else toast.warning(`Imported ${r.imported} records with ${r.errors} errors`);
      },
      onError: (err) => toast.error(`Failed to import data: ${err.message}`),
    });

  const r = importCsv.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Import {table}</CardTitle>
        <p className="text-sm text-muted-foreground">
          Rows are matched on userid: importing the same file again updates them. Without a chosen file, the shipped file{' '}
          <code>/legacy/{table}.csv</code> is imported.
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium">
            CSV file (optional)
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="block text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button onClick={start} busy={importCsv.isPending}>
          Start Import
        </Button>
        {r && (
          <div className="space-y-4" aria-live="polite">
            <ResultCounts items={[{ label: 'Imported', value: r.imported }, { label: 'Errors', value: r.errors }, { label: 'Total', value: r.total }]} />
            {r.ignored_columns.length > 0 && <p className="text-sm text-muted-foreground">Columns not stored: {r.ignored_columns.join(', ')}</p>}
            <DetailList title="Rows not imported" items={r.error_details.map((d) => d.message)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
