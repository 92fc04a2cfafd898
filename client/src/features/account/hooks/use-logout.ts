import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignOut } from '../api/sign-out';

/** Log out from anywhere (the account menu, /profile): end the session, say so, go to sign-in. */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logged out successfully');
        void navigate('/auth/login', { replace: true });
      },
      onError: () => toast.error('Failed to log out'),
    });
  return { logout, pending: signOut.isPending };
}
