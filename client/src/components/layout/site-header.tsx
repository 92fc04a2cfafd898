import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeControls } from '../theme/theme-menu';

interface SiteHeaderProps {
  actions?: ReactNode;
  /** Where the product name leads: the landing page, or /intake when signed in. */
  homeHref?: string;
  /** A second row of the page's own inside the header. */
  details?: ReactNode;
}

/** The header of every page: brand link home, optional actions, theme controls. */
export function SiteHeader({ actions, homeHref = '/', details }: SiteHeaderProps) {
  return (
    <header className="border-b bg-card/80 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4">
        <Link to={homeHref} className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-primary text-sm text-primary-foreground">
            TD
          </span>
          <span className="max-[359px]:sr-only">TaxDesk</span>
        </Link>
        <div className="flex min-w-0 items-center gap-0.5 sm:gap-2">
          {actions}
          <ThemeControls />
        </div>
      </div>
      {details && <div className="mx-auto max-w-6xl px-4 pb-3">{details}</div>}
    </header>
  );
}
