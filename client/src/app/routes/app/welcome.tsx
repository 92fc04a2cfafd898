import { Link } from 'react-router';
import { CURRENT_TAX_YEAR, currentSeason } from '#shared/tax/current';
import { PageShell } from '../../../components/layout/page-shell';
import { buttonClasses } from '../../../components/ui/button';
import { JourneySteps } from '../../../features/welcome/components/journey-steps';
import { SeasonCards } from '../../../features/welcome/components/season-cards';
import { WhatToExpect } from '../../../features/welcome/components/what-to-expect';
import { useDashboard } from '../../dashboard';

const externalLink = 'rounded font-medium text-link underline underline-offset-2';

export default function WelcomeRoute() {
  const seasonYear = currentSeason.filingOpens.slice(0, 4);
  // The journey's steps marked done by the readiness model (the same as /review's progress).
  const journey = useDashboard(CURRENT_TAX_YEAR).data?.readiness.journey;
  const done = journey ? Object.fromEntries(journey.steps.map((s) => [s.key, s.done])) : undefined;
  return (
    <PageShell>
      <div className="space-y-12">
        <section aria-labelledby="welcome-title">
          <h1 id="welcome-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Welcome to Tax Season {seasonYear}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
            Let’s prepare your {currentSeason.taxYear} federal return together. Here is what you need to know before you start.
          </p>
          <div className="mt-6">
            <SeasonCards />
          </div>
        </section>

        <section aria-labelledby="journey-title">
          <h2 id="journey-title" className="mb-4 text-2xl font-semibold">
            Your journey
          </h2>
          <JourneySteps done={done} />
        </section>

        <section aria-labelledby="expect-title" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="expect-title" className="mb-4 text-2xl font-semibold">
              What to Expect
            </h2>
            <WhatToExpect />
          </div>
          <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <h2 className="text-xl font-semibold">Ready when you are</h2>
            <p className="mt-2 text-muted-foreground">Review the important information, then start your consultation.</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to="/disclaimer" className={buttonClasses('primary', 'lg')}>
                Start Your Consultation
              </Link>
              <Link to="/profile" className={buttonClasses('outline', 'lg')}>
                My Profile
              </Link>
            </div>
            <p className="mt-6 text-sm text-muted-foreground">
              Official resources:{' '}
              <a href="https://www.irs.gov" target="_blank" rel="noopener noreferrer" className={externalLink}>
                IRS.gov<span className="sr-only"> (opens in a new tab)</span>
              </a>{' '}
              ·{' '}
              <a
                href="https://www.irs.gov/businesses/small-businesses-self-employed/state-government-websites"
                target="_blank"
                rel="noopener noreferrer"
                className={externalLink}
              >
                State tax agencies<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </section>
      </div>
    </PageShell>
  );
}
