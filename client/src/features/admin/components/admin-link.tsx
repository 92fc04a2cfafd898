import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useMe } from '../../../lib/me';

/** The "Administration" link, rendered for admins only (others never see admin links). */
export function AdminLink() {
  const me = useMe();
  if (me.data?.user.role !== 'admin') return null;
  return (
    <Link to="/admin" className={buttonClasses('outline')}>
      Administration
    </Link>
  );
}
