import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Container } from '../../../components/layout/container.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';

/** Spec §2: clears the session on load and says goodbye. */
export default function LogoutPage() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice in development; the toast must still appear once.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    logout();
    // Drop everything fetched as that user (cart, orders, wishlist) so the next person sees none of it.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'categories' });
    toast.success('Logout successfully');
  }, [logout, queryClient]);

  return (
    <Container className="py-16">
      <div className="mx-auto max-w-lg rounded-xl border border-line bg-surface p-8 text-center shadow-card">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LogOut className="size-7" aria-hidden="true" />
        </span>
        <PageTitle title="You have been logged out" className="mt-4 mb-2 justify-center" />
        <p className="text-ink-muted">Thanks for shopping with Pasal. See you again soon!</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <LinkButton to="/login">Login</LinkButton>
          <LinkButton to="/register" variant="secondary">
            Register (Become a Vendor)
          </LinkButton>
        </div>
      </div>
    </Container>
  );
}
