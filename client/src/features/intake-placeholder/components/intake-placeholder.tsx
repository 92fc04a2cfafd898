import { Link } from 'react-router';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { buttonClasses } from '../../../components/ui/button';

/** Signed-in landing spot after the disclaimer, until the intake dashboard arrives. */
export function IntakePlaceholder({ name }: { name?: string | null }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-6 text-center">
      <p className="inline-block rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">Tax year {CURRENT_TAX_YEAR}</p>
      <h1 className="text-3xl font-bold tracking-tight">Your dashboard</h1>
      <p className="text-lg text-muted-foreground">
        {name ? `Thanks, ${name}. ` : 'Thanks. '}
        We are preparing your dashboard. Soon you will upload your documents and complete your tax profile here.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/welcome" className={buttonClasses('outline', 'lg')}>
          Back to welcome
        </Link>
        <Link to="/profile" className={buttonClasses('primary', 'lg')}>
          My Profile
        </Link>
      </div>
    </div>
  );
}
