import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { buttonClasses } from '../../components/ui/button';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <PageShell>
      <div className="py-16 text-center">
        <p className="text-7xl font-extrabold text-link" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold">
          <span className="sr-only">404: </span>Oops! Page not found
        </h1>
        <p className="mt-2 text-muted-foreground">The page you are looking for does not exist.</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
          Return to Home
        </Link>
      </div>
    </PageShell>
  );
}
