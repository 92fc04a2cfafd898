import { formatUsd } from '#shared/money';
import { formLineName } from '#shared/review/line-names';
import type { ReviewEstimate } from '#shared/review/types';
import { Alert } from '../../../components/ui/alert';

/** The result in words: 'Estimated refund $X' or 'Estimated amount owed $X'. */
export function resultText(result: ReviewEstimate['result']): string {
  if (result.kind === 'refund') return `Estimated refund ${formatUsd(result.amountCents)}`;
  if (result.kind === 'owed') return `Estimated amount owed ${formatUsd(result.amountCents)}`;
  return 'Estimated balance $0.00: no refund and nothing owed';
}


// Lines that are zero and only feed a schedule the household does not use are folded away.
const ALWAYS_SHOWN = new Set(['1a', '1z', '2b', '9', '11a', '12e', '15', '16', '24', '25d', '33', '34', '37']);

/** The estimate line by line with the source of each figure, and what it does not cover. */
export function EstimateTable({ estimate, error }: { estimate: ReviewEstimate | null; error: string | null }) {
  if (!estimate) return <Alert>{error ?? 'The estimate appears once your profile and documents are ready.'}</Alert>;
  // With the standard deduction, Schedule A only served the comparison: it is summed up in one sentence.
  const standard = estimate.deductionMethod === 'standard';
  const itemized = estimate.lines.find((l) => l.key === 'schA_17')?.amountCents ?? 0;
  const shown = estimate.lines.filter((l) => (l.amountCents !== 0 || ALWAYS_SHOWN.has(l.key)) && !(standard && l.key.startsWith('schA_')));
  return (
    <div className="space-y-5">
      <div className="rounded-lg border bg-muted p-4">
        <p className="text-xl font-bold" data-testid="estimate-result">
          {resultText(estimate.result)}
        </p>
        {(estimate.unconfirmedLines ?? 0) > 0 && (
          <p className="mt-1 text-sm" data-testid="estimate-unconfirmed">
            <span className="font-semibold">
              {estimate.unconfirmedLines === 1 ? '1 line rests' : `${estimate.unconfirmedLines} lines rest`} on values you have not confirmed
            </span>{' '}
            (marked “Not confirmed” below): we read them with low confidence.{' '}
            <a href="#documents" className="font-medium text-link underline underline-offset-2">
              Check them under Documents
            </a>
          </p>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{estimate.taxYear} federal estimate, line by line, with sources</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">Line</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Amount</th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">Source</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((l) => (
              <tr key={l.key} className="border-b align-top last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="font-medium">{l.label}</span>
                  {l.unconfirmed && (
                    <span className="ml-2 inline-block rounded border border-destructive px-1.5 text-xs font-semibold text-destructive" data-testid={`unconfirmed-${l.key}`}>
                      Not confirmed
                    </span>
                  )}
                  <span className="block text-xs text-muted-foreground">{formLineName(l.key)}</span>
                  <span className="mt-1 block text-xs text-muted-foreground sm:hidden">Source: {l.source}</span>
                </th>
                <td className="py-2 pr-3 text-right font-mono whitespace-nowrap tabular-nums">{formatUsd(l.amountCents)}</td>
                <td className="hidden py-2 text-muted-foreground sm:table-cell">{l.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">
        {standard
          ? `Deduction: standard${itemized > 0 ? `, larger than your itemized deductions (${formatUsd(itemized)}, Schedule A)` : ''}.`
          : 'Deduction: itemized, larger than the standard deduction.'}{' '}
        Lines at $0 that do not apply to you are hidden.
      </p>
      {estimate.warnings.length > 0 && (
        <Alert title="Assumptions in this estimate">
          <ul className="list-disc space-y-1 pl-5">
            {estimate.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div>
        <h3 className="text-base font-semibold">What this estimate does not include</h3>
        <p className="mt-1 text-sm text-muted-foreground">It is an estimate of your federal return only. Your preparer accounts for these where they apply to you:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {estimate.notCovered.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
