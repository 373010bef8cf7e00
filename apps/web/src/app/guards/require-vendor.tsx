import { Store } from 'lucide-react';
import { Outlet } from 'react-router';
import { MessageCard } from '../../components/layout/message-card.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { becomeVendorPath } from '../../config/nav-links.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Vendor screens need a shop; a signed-in shopper without one is invited to open one instead. */
export function RequireVendor() {
  const { isLoggedIn, isVendor } = useAuth();
  if (isVendor) return <Outlet />;
  return (
    <MessageCard
      icon={Store}
      title="Become a vendor"
      actions={
        <>
          <LinkButton to={becomeVendorPath(isLoggedIn)}>Become a vendor</LinkButton>
          <LinkButton to="/" variant="secondary">
            Keep shopping
          </LinkButton>
        </>
      }
    >
      <p>
        This page is for shops selling on Pasal. Open your own shop to list products, receive orders from
        across Nepal and track your earnings.
      </p>
    </MessageCard>
  );
}
