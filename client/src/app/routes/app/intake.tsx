import { PageShell } from '../../../components/layout/page-shell';
import { IntakePlaceholder } from '../../../features/intake-placeholder/components/intake-placeholder';
import { useMe } from '../../../lib/me';

export default function IntakeRoute() {
  const me = useMe();
  return (
    <PageShell>
      <IntakePlaceholder name={me.data?.client?.fullName ?? me.data?.user.name} />
    </PageShell>
  );
}
