const IRS_URL = 'https://www.irs.gov';
const STATE_AGENCIES_URL = 'https://www.irs.gov/businesses/small-businesses-self-employed/state-government-websites';

interface FooterItem {
  label: string;
  href?: string;
}

const COLUMNS: Array<{ title: string; items: FooterItem[] }> = [
  { title: 'Legal', items: [{ label: 'Privacy Policy' }, { label: 'Terms of Service' }, { label: 'Security' }] },
  {
    title: 'Resources',
    items: [{ label: 'IRS.gov', href: IRS_URL }, { label: 'State Tax Agencies', href: STATE_AGENCIES_URL }, { label: 'Tax Calendar' }],
  },
  { title: 'Support', items: [{ label: 'Help Center' }, { label: 'Contact Us' }, { label: 'FAQ' }] },
  { title: 'Company', items: [{ label: 'About' }, { label: 'Blog' }, { label: 'Careers' }] },
];

/** Four-column footer; items without a page yet are plain text, not dead links. */
export function LandingFooter() {
  return (
    <footer className="border-t bg-card text-card-foreground">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
              <ul className="space-y-2 text-sm text-muted-foreground">
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.href ? (
                      <a href={item.href} target="_blank" rel="noopener noreferrer" className="text-link underline underline-offset-2 hover:no-underline">
                        {item.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      item.label
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 space-y-2 border-t pt-6 text-sm text-muted-foreground">
          <p>
            TaxDesk offers professional tax preparation services. The information on this site is not a substitute for professional tax
            advice.
          </p>
          <p>© {new Date().getFullYear()} TaxDesk. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
