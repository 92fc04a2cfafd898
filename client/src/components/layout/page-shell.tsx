import type { ReactNode } from 'react';
import { useSignedInShell } from './shell-context';
import { SiteHeader } from './site-header';

interface PageShellProps {
  children: ReactNode;
  headerActions?: ReactNode;
  /** A second header row of the page's own (the /intake client line). */
  headerDetails?: ReactNode;
  /** Replaces the short default footer (the landing page has its own). */
  footer?: ReactNode;
  width?: 'narrow' | 'wide';
}

/** Page landmarks: skip link, header, main, footer. */
export function PageShell({ children, headerActions, headerDetails, footer, width = 'wide' }: PageShellProps) {
  // Signed-in pages get the shared header (bell, chat, account menu) from the protected layout.
  const shell = useSignedInShell();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader actions={headerActions ?? shell?.actions} homeHref={shell?.homeHref ?? '/'} details={headerDetails} />
      <main id="main" tabIndex={-1} className={`mx-auto w-full flex-1 px-4 py-8 sm:py-12 ${width === 'narrow' ? 'max-w-md' : 'max-w-6xl'}`}>
        {children}
      </main>
      {footer ?? (
        <footer className="border-t py-6 text-center text-sm text-muted-foreground">
          <p className="px-4">© {new Date().getFullYear()} TaxDesk. Not a substitute for professional tax advice.</p>
        </footer>
      )}
    </div>
  );
}
