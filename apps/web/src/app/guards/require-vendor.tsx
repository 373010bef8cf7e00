import { Store } from 'lucide-react';
import { Outlet } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { BECOME_VENDOR_PATH } from '../../config/nav-links.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Vendor screens need a shop; a signed-in shopper without one is invited to open one instead. */
export function RequireVendor() {
  const { isVendor } = useAuth();
  if (isVendor) return <Outlet />;
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-xl rounded-xl border border-line bg-surface p-8 text-center shadow-card">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Store className="size-7" aria-hidden="true" />
        </span>
        <PageTitle title="Become a vendor" className="mt-4 mb-2 justify-center" />
        <p className="text-ink-muted">
          This page is for shops selling on Pasal. Open your own shop to list products, receive orders from
          across Nepal and track your earnings.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <LinkButton to={BECOME_VENDOR_PATH}>Become a vendor</LinkButton>
          <LinkButton to="/" variant="secondary">
            Keep shopping
          </LinkButton>
        </div>
      </div>
    </Container>
  );
}
