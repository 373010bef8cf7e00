import { Outlet } from 'react-router';
import { Container } from '../../../components/layout/container.tsx';
import { VendorNav } from './vendor-nav.tsx';

/** Every vendor page: the shop menu beside (desktop) or above (phones) the page itself. */
export function VendorLayout() {
  return (
    <Container className="py-5 sm:py-8">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="mb-5 lg:sticky lg:top-36 lg:mb-0">
          <VendorNav />
        </div>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
