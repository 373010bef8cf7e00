import { Outlet } from 'react-router';
import { Container } from '../../../components/layout/container.tsx';
import { CustomerSidebar, CustomerTabs } from './customer-nav.tsx';

/** Every customer page: the account menu beside (desktop) or above (phones) the page itself. */
export function CustomerLayout() {
  return (
    <Container className="py-5 sm:py-8 print:max-w-none print:p-0">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8 print:block">
        <CustomerSidebar className="hidden lg:sticky lg:top-36 lg:block print:hidden" />
        <CustomerTabs className="mb-5 lg:hidden print:hidden" />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
