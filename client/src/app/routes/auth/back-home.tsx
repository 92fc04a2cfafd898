import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** The back-to-home button above each auth card. */
export function BackHome() {
  return (
    <Link to="/" className={buttonClasses('ghost', 'sm', 'mb-4 -ml-3')}>
      <span aria-hidden="true">←</span> Back to home
    </Link>
  );
}
