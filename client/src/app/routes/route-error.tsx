import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { buttonClasses } from '../../components/ui/button';

/** Per-route error boundary: a calm message instead of a blank page (no stack traces shown). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong while showing this page.';
  return (
    <PageShell>
      <div role="alert" className="py-16 text-center">
        <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
        <p className="mt-2 text-muted-foreground">{detail}</p>
        <div className="mt-8 flex justify-center gap-3">
          <button type="button" className={buttonClasses('outline')} onClick={() => window.location.reload()}>
            Reload page
          </button>
          <Link to="/" className={buttonClasses('primary')}>
            Return to Home
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
