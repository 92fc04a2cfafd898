import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeControls } from '../theme/theme-menu';

/** The header of every page: brand link home, optional actions, theme controls. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="border-b bg-card/80 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-primary text-sm text-primary-foreground">
            TD
          </span>
          TaxDesk
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          {actions}
          <ThemeControls />
        </div>
      </div>
    </header>
  );
}
