import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatCalendarDate } from '../../../utils/format-date';
import type { Review } from '#shared/review/types';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words sm:col-span-2">{value}</dd>
    </div>
  );
}

const date = (iso: string | null) => (iso ? formatCalendarDate(iso) : null);

/** The profile as it will be filed; SSNs show their last four digits only. */
export function ProfileSummary({ profile }: { profile: Review['profile'] }) {
  if (!profile) {
    return (
      <Alert>
        No profile for this year yet. <Link className="font-medium text-link underline" to="/intake">Complete your profile</Link> first.
      </Alert>
    );
  }
  return (
    <div>
      <dl className="divide-y">
        <Row label="Name" value={profile.fullName} />
        <Row label="SSN" value={profile.ssnMasked} />
        <Row label="Date of birth" value={date(profile.dateOfBirth)} />
        <Row label="Filing status" value={profile.filingStatusLabel} />
        <Row label="Address" value={profile.address} />
        <Row label="Email" value={profile.email} />
        <Row label="Phone" value={profile.phone} />
        <Row label="Spouse" value={profile.spouseName} />
        <Row label="Spouse SSN" value={profile.spouseSsnMasked} />
        <Row label="Spouse date of birth" value={date(profile.spouseDateOfBirth)} />
        {profile.dependents.map((d, i) => (
          <Row
            key={i}
            label={`Dependent ${i + 1}`}
            value={[d.name, d.relationship, d.dateOfBirth ? `born ${formatCalendarDate(d.dateOfBirth)}` : null, d.ssnMasked ? `SSN ${d.ssnMasked}` : null].filter(Boolean).join(', ')}
          />
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">
        Something wrong? <Link className="font-medium text-link underline" to="/intake">Update your profile</Link> on the dashboard.
      </p>
    </div>
  );
}
