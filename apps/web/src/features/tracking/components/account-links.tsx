import { LogIn, Package, UserRound } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { Panel } from './panel.tsx';

/**
 * Spec §2: links to My Orders and Login. Login is offered only to someone signed out (the
 * login page sends a signed-in user home anyway).
 */
export function AccountLinks() {
  const { isLoggedIn } = useAuth();
  return (
    <Panel title="Your orders" icon={UserRound}>
      <p className="text-sm text-ink-muted">
        {isLoggedIn
          ? 'Every order you placed, with its tracking, is in My Orders.'
          : 'Sign in to see every order you placed and follow it without typing its ID.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <LinkButton to="/customer/orders/" variant={isLoggedIn ? 'primary' : 'secondary'}>
          <Package className="size-4" aria-hidden="true" />
          My Orders
        </LinkButton>
        {!isLoggedIn && (
          <LinkButton to="/login">
            <LogIn className="size-4" aria-hidden="true" />
            Login
          </LinkButton>
        )}
      </div>
    </Panel>
  );
}
