import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { SearchForm } from '../../components/layout/search-form.tsx';
import { AccountMenus } from './account-menus.tsx';
import { CartLink } from './cart-link.tsx';
import { CategoryNav } from './category-nav.tsx';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';

export function Header() {
  return (
    <header className="relative z-30 lg:sticky lg:top-0 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <Container>
        {/* One search form for every width: on phones it wraps onto its own row. */}
        <div className="flex flex-wrap items-center gap-x-3 py-2.5 lg:flex-nowrap lg:gap-6 lg:py-3">
          <div className="lg:hidden">
            <MobileNav />
          </div>
          <Logo />
          <div className="ml-auto flex items-center gap-1 lg:order-last">
            <Link
              to="/track-order"
              title="Track order"
              className="hidden h-11 items-center gap-1.5 rounded-md px-3 whitespace-nowrap text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 lg:inline-flex"
            >
              <Truck className="size-5" aria-hidden="true" />
              <span className="sr-only xl:not-sr-only">Track order</span>
            </Link>
            <div className="hidden lg:block">
              <AccountMenus />
            </div>
            <CartLink />
          </div>
          <SearchForm className="order-last mt-2 basis-full lg:order-none lg:mt-0 lg:max-w-2xl lg:flex-1 lg:basis-auto" />
        </div>
        <CategoryNav />
      </Container>
    </header>
  );
}
