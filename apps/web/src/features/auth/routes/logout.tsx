import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { MessageCard } from '../../../components/layout/message-card.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { BECOME_VENDOR_PATH } from '../../../config/nav-links.ts';
import { getRefreshToken } from '../../../lib/auth/session-store.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { endServerSession } from '../api/logout.ts';
import { isUserQuery } from '../lib/user-queries.ts';

/** Spec §2: clears the session on load and says goodbye. */
export default function LogoutPage() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice in development; the toast must still appear once.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const refresh = getRefreshToken();
    // The server forgets the session too; signing out here must not wait for it or fail with it.
    if (refresh) endServerSession(refresh).catch(() => {});
    logout();
    // Drop everything fetched as that user (cart, orders, wishlist) so the next person sees none of it.
    queryClient.removeQueries({ predicate: isUserQuery });
    toast.success('Logout successfully');
  }, [logout, queryClient]);

  return (
    <MessageCard
      icon={LogOut}
      title="You have been logged out"
      actions={
        <>
          <LinkButton to="/login">Login</LinkButton>
          <LinkButton to="/register" variant="secondary">
            Register
          </LinkButton>
          <LinkButton to={BECOME_VENDOR_PATH} variant="secondary">
            Become a Vendor
          </LinkButton>
        </>
      }
    >
      <p>Thanks for shopping with Pasal. See you again soon!</p>
    </MessageCard>
  );
}
