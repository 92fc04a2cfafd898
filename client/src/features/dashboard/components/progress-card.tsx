import type { StepState } from '#shared/profile/rules';
import type { Readiness } from '#shared/readiness/readiness';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../utils/cn';
import { CheckIcon, LockIcon } from './icons';

const TONE: Record<StepState, BadgeTone> = { done: 'success', active: 'primary', pending: 'muted', locked: 'outline' };

/**
 * Overall percent, n/4 complete and the four-step timeline (spec §2 Dashboard tab, §4), from the
 * readiness model: 'Ready for Review' is not done while a problem blocks sign-off, and says why.
 */
export function ProgressCard({ readiness }: { readiness: Readiness }) {
  const { percent, stepsDone: done, steps } = readiness;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle>Tax Preparation Progress</CardTitle>
          <p className="text-sm text-muted-foreground">
            <span className="text-2xl font-bold text-card-foreground" data-testid="progress-percent">
              {percent}%
            </span>{' '}
            · <span data-testid="progress-count">{done}/4 complete</span>
          </p>
        </div>
        <Progress value={percent} label="Tax preparation progress" />
      </CardHeader>
      <CardContent>
        <ol className="relative space-y-4">
          {steps.map((step, index) => (
            <li key={step.key} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid={`step-${step.key}`}>
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-full border text-sm font-semibold',
                  step.state === 'done' && 'border-transparent bg-success text-success-foreground',
                  step.state === 'active' && 'border-transparent bg-primary text-primary-foreground',
                  step.state === 'pending' && 'bg-muted text-foreground',
                  step.state === 'locked' && 'bg-card text-muted-foreground',
                )}
              >
                {step.state === 'done' ? <CheckIcon /> : step.state === 'locked' ? <LockIcon /> : index + 1}
              </span>
              <span className={cn('flex-1 font-medium', step.state === 'locked' && 'text-muted-foreground')}>{step.title}</span>
              <Badge tone={TONE[step.state]}>{step.badge}</Badge>
              {step.note && (
                <p className="basis-full pl-11 text-sm text-muted-foreground" data-testid={`step-${step.key}-note`}>
                  {step.note}{' '}
                  <Link to={readiness.next.href} className="font-medium text-link underline underline-offset-2">
                    {readiness.next.label}
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
