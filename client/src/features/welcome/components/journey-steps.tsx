import { JOURNEY_STEPS as STEPS } from '#shared/journey';

/** The five-step journey (product spec §1). */
export function JourneySteps() {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-3 rounded-xl border bg-card p-4 text-card-foreground lg:flex-col">
          <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
