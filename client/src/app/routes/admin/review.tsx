import { PageShell } from '../../../components/layout/page-shell';
import { AdminGate } from '../../../features/admin/components/admin-gate';
import { ReviewQueue } from '../../../features/admin/components/review-queue';

/** /admin/review: documents awaiting verification. */
export default function AdminReviewRoute() {
  return (
    <PageShell>
      <AdminGate title="Document review">
        <ReviewQueue />
      </AdminGate>
    </PageShell>
  );
}
