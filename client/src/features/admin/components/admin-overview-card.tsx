import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { useAdminOverview } from '../api/get-admin-overview';
import { ResultCounts } from './result-counts';

/** Legacy table sizes, migrated users, the review backlog, and the userlogin export. */
export function AdminOverviewCard() {
  const overview = useAdminOverview();
  if (!overview.data) return null;
  const c = overview.data.counts;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Legacy data and review</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ResultCounts
          items={[
            { label: 'Userlogin', value: c.userlogin },
            { label: 'Userinfo', value: c.userinfo },
            { label: 'Userstack', value: c.userstack },
            { label: 'Migrated', value: c.migrated },
            { label: 'Pending review', value: c.pending_review },
          ]}
        />
        {/* A plain link: the browser downloads the attachment with the session cookie. */}
        <a href="/api/admin/export/userlogin.csv" className={buttonClasses('outline')} download>
          Export userlogin (CSV)
        </a>
      </CardContent>
    </Card>
  );
}
