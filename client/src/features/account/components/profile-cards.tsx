import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatTimestamp } from '../../../utils/format-date';
import type { AccountProfile } from '../api/get-account';

const EMPTY = '—';

function Row({ label, value, mono }: { label: string; value: string | null | undefined; mono?: boolean }) {
  const shown = value?.trim() ? value : null;
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={`font-medium break-all sm:text-right ${mono ? 'font-mono text-sm' : ''}`}>
        {shown ?? (
          <>
            <span aria-hidden="true">{EMPTY}</span>
            <span className="sr-only">Not provided</span>
          </>
        )}
      </dd>
    </div>
  );
}

function InfoCard({ title, rows }: { title: string; rows: Array<{ label: string; value: string | null | undefined; mono?: boolean }> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {rows.map((row) => (
            <Row key={row.label} {...row} />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Personal, contact and account information; each empty value shows as a dash. */
export function ProfileCards({ profile }: { profile: AccountProfile }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard
        title="Personal Information"
        rows={[
          { label: 'Full name', value: profile.fullName },
          { label: 'First name', value: profile.firstName },
          { label: 'Last name', value: profile.lastName },
          { label: 'Zip code', value: profile.zip },
        ]}
      />
      <InfoCard
        title="Contact Information"
        rows={[
          { label: 'Email', value: profile.email },
          { label: 'Phone', value: profile.phone },
        ]}
      />
      <InfoCard
        title="Account Information"
        rows={[
          { label: 'User ID', value: profile.userId, mono: true },
          { label: 'Member since', value: formatTimestamp(profile.memberSince) },
          { label: 'Last login', value: formatTimestamp(profile.lastLogin) },
        ]}
      />
    </div>
  );
}

export function ProfileCardsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading profile">
      {[4, 2, 3].map((rows, card) => (
        <Card key={card} className="space-y-4 p-5">
          <Skeleton className="h-6 w-48" />
          {Array.from({ length: rows }, (_, i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </Card>
      ))}
    </div>
  );
}
