import { JOURNEY_STEPS as STEPS, type JourneyStepKey } from '#shared/journey';
import { cn } from '../../../utils/cn';

/** The five-step journey (product spec §1), with the steps already done (readiness model) when known. */
export function JourneySteps({ done }: { done?: Partial<Record<JourneyStepKey, boolean>> }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {STEPS.map((step, index) => {
        const isDone = done?.[step.key] === true;
        return (
          <li
            key={step.title}
            data-testid={`journey-${step.key}`}
            className={cn('flex gap-3 rounded-xl border bg-card p-4 text-card-foreground lg:flex-col', isDone && 'border-success')}
          >
            <span
              aria-hidden="true"
              className={cn('grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold', isDone ? 'bg-success text-success-foreground' : 'bg-primary text-primary-foreground')}
            >
              {isDone ? '✓' : index + 1}
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
                {done && <span className="sr-only">{isDone ? ' (done)' : ' (not done yet)'}</span>}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
