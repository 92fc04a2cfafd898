import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { DocumentsSummaryResponse } from '../api/get-documents-summary';

interface DocumentStatusCardProps {
  summary: DocumentsSummaryResponse | undefined;
  loading: boolean;
  error: Error | null;
}

/** Total Uploaded, Processed, Analyzed for the tax year (spec §2, §4 "Document counters"). */
export function DocumentStatusCard({ summary, loading, error }: DocumentStatusCardProps) {
  const stats = [
    { label: 'Total Uploaded', value: summary?.count },
    { label: 'Processed', value: summary?.processedCount },
    { label: 'Analyzed', value: summary?.analyzedCount },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Document Status</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <Alert tone="error" title="Failed to load documents">
            {error.message}
          </Alert>
        ) : (
          <dl className="grid grid-cols-3 gap-3">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-lg bg-muted p-3 text-center">
                <dt className="text-xs font-medium text-foreground sm:text-sm">{stat.label}</dt>
                <dd className="mt-1 text-2xl font-bold">{loading || stat.value === undefined ? <Skeleton className="mx-auto h-7 w-8" /> : stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {summary && summary.failedCount > 0 && (
          <p className="mt-3 text-sm text-destructive">
            {summary.failedCount} document{summary.failedCount === 1 ? '' : 's'} could not be analyzed; we are retrying.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
