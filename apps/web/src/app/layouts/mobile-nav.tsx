import { NAV_CATEGORY_COUNT } from '@pasal/domain/plain';
import { LayoutGrid, LogIn, LogOut, Menu, Store, Truck, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useCategories } from '../../api/get-categories.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { becomeVendorPath, customerLinks, type NavLink, vendorLinks } from '../../config/nav-links.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

const rowClass =
  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-line py-3 last:border-b-0">
      <h3 className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase">{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}

function Row({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  onNavigate: () => void;
}) {
  return (
    <li>
      <Link to={to} className={rowClass} onClick={onNavigate}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

function LinkRows({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return links.map(({ to, label, icon: Icon }) => (
    <Row
      key={to}
      to={to}
      onNavigate={onNavigate}
      icon={<Icon className="size-4 text-ink-subtle" aria-hidden="true" />}
    >
      {label}
    </Row>
  ));
}

const guestLinks: NavLink[] = [
  { to: '/login', label: 'Login', icon: LogIn },
  { to: '/register', label: 'Register', icon: UserPlus },
];

/** Phones and tablets: everything in the header, in one drawer behind a menu button. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const { user, isLoggedIn, isVendor } = useAuth();
  const { data: categories } = useCategories();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </button>
      <Modal open={open} onClose={close} title="Menu" placement="side">
        <div className="-mx-2 -my-3">
          <Section title="Shop">
            <Row
              to="/search/?clear=true"
              onNavigate={close}
              icon={<LayoutGrid className="size-4 text-ink-subtle" aria-hidden="true" />}
            >
              All products
            </Row>
            {categories?.slice(0, NAV_CATEGORY_COUNT).map((category) => (
              <Row key={category.id} to={`/search/?category=${category.id}`} onNavigate={close}>
                <span className="pl-7">{category.title}</span>
              </Row>
            ))}
            <Row
              to="/track-order"
              onNavigate={close}
              icon={<Truck className="size-4 text-ink-subtle" aria-hidden="true" />}
            >
              Track order
            </Row>
          </Section>
          {user ? (
            <Section title={`Hi, ${user.full_name || user.username}`}>
              <LinkRows links={customerLinks} onNavigate={close} />
            </Section>
          ) : (
            <Section title="Account">
              <LinkRows links={guestLinks} onNavigate={close} />
            </Section>
          )}
          {/* PRODUCT.md: the vendor menu for vendors, "Become a vendor" for everyone else. */}
          <Section title="Sell on Pasal">
            {isVendor ? (
              <LinkRows links={vendorLinks} onNavigate={close} />
            ) : (
              <LinkRows
                links={[{ to: becomeVendorPath(isLoggedIn), label: 'Become a vendor', icon: Store }]}
                onNavigate={close}
              />
            )}
          </Section>
          {user && (
            <Section title="Session">
              <LinkRows links={[{ to: '/logout', label: 'Logout', icon: LogOut }]} onNavigate={close} />
            </Section>
          )}
        </div>
      </Modal>
    </>
  );
}
