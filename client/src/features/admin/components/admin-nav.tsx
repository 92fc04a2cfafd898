import { NavLink } from 'react-router';
import { cn } from '../../../utils/cn';

export const ADMIN_PAGES = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/import-userlogin', label: 'Import userlogin' },
  { to: '/import-userinfo', label: 'Import userinfo' },
  { to: '/import-userstack', label: 'Import userstack' },
  { to: '/migrate-users', label: 'Migrate users' },
  { to: '/update-userlogin-uid', label: 'Update uid' },
  { to: '/admin/review', label: 'Document review' },
] as const;

/** Links between the admin pages (rendered only inside AdminGate, i.e. for admins). */
export function AdminNav() {
  return (
    <nav aria-label="Administration" className="flex flex-wrap gap-2">
      {ADMIN_PAGES.map((p) => (
        <NavLink
          key={p.to}
          to={p.to}
          end={'end' in p ? p.end : undefined}
          className={({ isActive }) => cn('rounded-md border px-3 py-1.5 text-sm', isActive ? 'bg-primary text-primary-foreground' : 'hover:bg-accent')}
        >
          {p.label}
        </NavLink>
      ))}
    </nav>
  );
}
