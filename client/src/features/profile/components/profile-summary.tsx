import { filingStatusLabel, isFilingStatus, occupationLabel } from '#shared/enums';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCalendarDate } from '../../../utils/format-date';
import type { ProfileView } from '../api/get-profile';
import { RevealableSsn } from './revealable-ssn';

type Row = { label: string; value: ReactNode };

const date = (iso: string | null | undefined) => (iso ? formatCalendarDate(iso) : null);
const MARRIED = new Set(['married_filing_jointly', 'married_filing_separately']);

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="divide-y">
      {rows.map((row) => {
        const present = typeof row.value === 'string' ? row.value.trim() !== '' : row.value != null && row.value !== false;
        return (
          <div key={row.label} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words sm:text-right">
              {present ? (
                row.value
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">Not provided</span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Read-only summary of a complete tax profile (spec §2 Profile tab). SSNs show their last 4; "Show" reveals one (audited). */
export function ProfileSummary({ profile, onEdit }: { profile: ProfileView; onEdit: () => void }) {
  const d = profile.profileData;
  const status = profile.filingStatus;
  const dependents = d.dependents ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 className="text-xl font-semibold">Tax Profile {profile.taxYear}</h2>
          <Badge tone={d.profile_complete ? 'success' : 'muted'}>{d.profile_complete ? 'Complete' : 'In Progress'}</Badge>
        </div>
        <button type="button" onClick={onEdit} className="rounded-md px-3 py-2 text-sm font-medium text-link underline underline-offset-2">
          Edit Info
        </button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Personal Information</CardTitle>
          </CardHeader>
          <CardContent>
            <Rows
              rows={[
                { label: 'Full name', value: profile.fullName },
                { label: 'Date of birth', value: date(d.date_of_birth) },
                { label: 'SSN', value: d.ssn_last4 ? <RevealableSsn last4={d.ssn_last4} which={{ which: 'ssn' }} label="SSN" /> : null },
                { label: 'Occupation', value: d.occupation ? occupationLabel(d.occupation) : null },
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Contact Information</CardTitle>
          </CardHeader>
          <CardContent>
            <Rows
              rows={[
                { label: 'Email', value: profile.email },
                { label: 'Phone', value: profile.phone },
                { label: 'Address', value: d.address },
                { label: 'City, State ZIP', value: [d.city, [d.state, d.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') },
              ]}
            />
          </CardContent>
        </Card>
        <Card className="md:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">Tax Information</CardTitle>
          </CardHeader>
          <CardContent>
            <Rows rows={[{ label: 'Filing status', value: status && isFilingStatus(status) ? filingStatusLabel(status) : status }]} />
            {status && MARRIED.has(status) && (
              <Rows
                rows={[
                  { label: 'Spouse', value: [d.spouse_first_name, d.spouse_middle_name, d.spouse_last_name, d.spouse_suffix].filter(Boolean).join(' ') },
                  { label: 'Spouse date of birth', value: date(d.spouse_date_of_birth) },
                  { label: 'Spouse SSN', value: d.spouse_ssn_last4 ? <RevealableSsn last4={d.spouse_ssn_last4} which={{ which: 'spouse_ssn' }} label="spouse SSN" /> : null },
                ]}
              />
            )}
            {dependents.length > 0 && (
              <div className="mt-3">
                <h3 className="mb-1 text-sm font-semibold">Dependents</h3>
                <ul className="divide-y text-sm">
                  {dependents.map((dep) => (
                    <li key={dep.id} className="flex flex-wrap justify-between gap-2 py-2">
                      <span className="font-medium">{[dep.first_name, dep.last_name].filter(Boolean).join(' ') || 'Dependent'}</span>
                      <span className="inline-flex flex-wrap items-center gap-2 text-muted-foreground">
                        {dep.relationship && <span>{dep.relationship}</span>}
                        <RevealableSsn last4={dep.ssn_last4} which={{ which: 'dependent', dependentId: dep.id }} label={`SSN of ${[dep.first_name, dep.last_name].filter(Boolean).join(' ') || 'dependent'}`} />
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
