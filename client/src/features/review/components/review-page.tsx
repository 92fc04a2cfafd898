import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { readinessOfReview, type Readiness } from '#shared/readiness/readiness';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReview } from '../api/get-review';
import { ChecksList } from './checks-list';
import { DocumentsReview } from './documents-review';
import { EstimateTable } from './estimate-table';
import { JourneyProgress } from './journey-progress';
import { PacketDownloads } from './packet-downloads';
import { ProfileSummary } from './profile-summary';
import { SignOffSection, VOIDED_BANNER } from './sign-off-section';

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-6">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function ReviewSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading your review">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** A link to where a problem is fixed: in-page anchors stay on /review. */
function FixLink({ href, children }: { href: string; children: ReactNode }) {
  const cls = 'font-medium text-link underline underline-offset-2';
  return href.startsWith('/review#') ? (
    <a href={href.slice('/review'.length)} className={cls}>
      {children}
    </a>
  ) : (
    <Link to={href} className={cls}>
      {children}
    </Link>
  );
}

/** Where the return stands (the readiness model, as on the dashboard and in the bell). */
function ReadinessStatus({ readiness }: { readiness: Readiness }) {
  const { headline, blockers, next } = readiness;
  return (
    <div className={`rounded-md border p-3 text-sm ${headline.tone === 'warning' ? 'border-destructive' : ''}`} data-testid="review-readiness">
      <p className={`font-semibold ${headline.tone === 'warning' ? 'text-destructive' : ''}`}>{headline.title}</p>
      {blockers.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {blockers.map((b) => (
            <li key={b.text}>
              {b.text} <FixLink href={b.href}>{b.linkLabel}</FixLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted-foreground">
          {headline.text} <FixLink href={next.href}>{next.label}</FixLink>
        </p>
      )}
    </div>
  );
}

/** /review: profile, documents, checks, estimate, sign-off and the preparer packet. */
export function ReviewPage() {
  const review = useReview();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Review &amp; sign</h1>
          <p className="mt-1 text-muted-foreground">
            Check everything{review.data ? ` for ${review.data.taxYear}` : ''}, see your estimate, sign, and download the packet for your preparer.
          </p>
        </div>
        <Link to="/intake" className="text-sm font-medium text-link underline">
          Back to dashboard
        </Link>
      </div>
      {review.isPending ? (
        <ReviewSkeleton />
      ) : review.isError ? (
        <Alert tone="error" title="Could not load your review">
          {review.error.message}
        </Alert>
      ) : (
        <>
          <Card>
            <CardContent className="space-y-4 pt-5">
              <JourneyProgress journey={readinessOfReview(review.data).journey} />
              <ReadinessStatus readiness={readinessOfReview(review.data)} />
            </CardContent>
          </Card>
          {review.data.status.signed && !review.data.status.valid && (
            <div role="alert" className="rounded-lg border-2 border-destructive bg-card p-4">
              <p className="font-semibold text-destructive">{VOIDED_BANNER}</p>
              <a href="#sign-off" className="mt-1 inline-block text-sm font-medium text-link underline">
                Go to the sign-off
              </a>
            </div>
          )}
          <Section id="profile" title="Profile">
            <ProfileSummary profile={review.data.profile} />
          </Section>
          <Section id="documents" title="Documents" description="The values read from each form, in box order.">
            <DocumentsReview documents={review.data.documents} signed={review.data.status.valid} />
          </Section>
          <Section id="checks" title="Checks" description="Your forms compared with your profile and with each other. Full SSNs are compared on our server and never shown.">
            <ChecksList checks={review.data.checks} />
          </Section>
          <Section id="estimate" title={`${review.data.taxYear} federal estimate`} description="Each line with where its figure comes from.">
            <EstimateTable estimate={review.data.estimate} error={review.data.estimateError} />
          </Section>
          <Section id="sign-off" title="Digital sign-off" description="Sign with your typed name and a Self-Select PIN, as the IRS describes for e-filed returns (Topic 255).">
            <SignOffSection review={review.data} />
          </Section>
          <Section id="packet" title="Preparer packet" description="Everything above in one PDF for your preparer: profile, documents box by box, the estimate with sources, the checks and the signature record.">
            <PacketDownloads taxYear={review.data.taxYear} hasEstimate={review.data.estimate !== null} />
          </Section>
        </>
      )}
    </div>
  );
}
