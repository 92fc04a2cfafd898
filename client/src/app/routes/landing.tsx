import { Link } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { buttonClasses } from '../../components/ui/button';
import { FeatureCards } from '../../features/landing/components/feature-cards';
import { Hero } from '../../features/landing/components/hero';
import { LandingFooter } from '../../features/landing/components/landing-footer';

export default function LandingRoute() {
  return (
    <PageShell
      footer={<LandingFooter />}
      headerActions={
        <Link to="/auth/login" className={buttonClasses('ghost', 'sm')}>
          Sign In
        </Link>
      }
    >
      <Hero />
      <FeatureCards />
    </PageShell>
  );
}
