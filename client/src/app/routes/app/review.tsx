import { PageShell } from '../../../components/layout/page-shell';
import { ReviewPage } from '../../../features/review/components/review-page';

/** /review: the review of the year, the estimate, the digital sign-off and the preparer packet. */
export default function ReviewRoute() {
  return (
    <PageShell>
      <ReviewPage />
    </PageShell>
  );
}
