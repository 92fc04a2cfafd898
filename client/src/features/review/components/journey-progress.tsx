import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../utils/cn';
import type { Review } from '#shared/review/types';

/** The five-step journey (Upload Documents … Complete) with its percent; 100 % once ready for filing. */
export function JourneyProgress({ journey }: { journey: Review['journey'] }) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Your progress</span>
        <span className="font-semibold">{journey.percent}%</span>
      </div>
      <Progress value={journey.percent} label="Tax return progress" />
      <ol className="grid gap-2 sm:grid-cols-5">
        {journey.steps.map((step, i) => (
          <li key={step.key} className={cn('flex items-center gap-2 rounded-md border px-3 py-2 text-sm', step.done ? 'border-success bg-card' : 'bg-card text-muted-foreground')}>
            <span
              aria-hidden="true"
              className={cn('flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold', step.done ? 'bg-success text-success-foreground' : 'bg-muted text-foreground')}
            >
              {step.done ? '✓' : i + 1}
            </span>
            <span className={cn(step.done && 'font-medium text-foreground')}>
              {step.title}
              <span className="sr-only">{step.done ? ' (done)' : ' (not done yet)'}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
