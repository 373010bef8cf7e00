import { clsx } from 'clsx';
import { ChevronDown, CircleHelp, LogOut, Menu } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavCountBadge } from '../../../components/ui/nav-count-badge.tsx';
import { type NavLink, vendorLinks } from '../../../config/nav-links.ts';
import { useNotificationSummary } from '../api/notification-summary.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';

type VendorNavItem = NavLink & {
  /** Pages under this item besides its own path (a product's editor belongs to Products). */
  also?: string[];
  /** Shows the orders whose notification the vendor has not opened yet, as a badge. */
  unread?: boolean;
};

/** Spec §2 vendor sidebar: the shop's nine pages, then /help and /logout. */
const ITEMS: VendorNavItem[] = [
  ...vendorLinks.map((link) => {
    if (link.to === '/vendor/products/') return { ...link, also: ['/vendor/update-product/'] };
    if (link.to === '/vendor/orders/') return { ...link, also: ['/vendor/orders/'] };
    if (link.to === '/vendor/notifications/') return { ...link, unread: true };
    return link;
  }),
  { to: '/help', label: 'Help', icon: CircleHelp },
  { to: '/logout', label: 'Logout', icon: LogOut },
];

function isCurrent(item: VendorNavItem, pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return path === item.to || (item.also ?? []).some((prefix) => path.startsWith(prefix));
}

function NavList({ pathname }: { pathname: string }) {
  // The dashboard's card asks the same (shared cache), and opening a notification refreshes it.
  const { data: summary } = useNotificationSummary(useVendorId());
  return (
    <ul className="space-y-1 rounded-lg border border-line bg-surface p-2 shadow-card">
      {ITEMS.map((item) => {
        const current = isCurrent(item, pathname);
        const unread = item.unread ? (summary?.un_read_noti ?? 0) : 0;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                current ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas hover:text-brand-800',
              )}
            >
              <item.icon
                className={clsx('size-5', current ? 'text-brand-700' : 'text-ink-subtle')}
                aria-hidden="true"
              />
              {item.label}
              {/* Read as "Notifications 3 unread": the link is named by what it shows (axe's
                  label-content-name-mismatch refuses an aria-label that says otherwise). */}
              <NavCountBadge count={unread} noun="unread" alert />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The shop menu: down the side on wide screens; on phones and tablets folded behind a toggle
 * (spec §2 "Sidebar toggles on small screens") that names the page you are on, and folds again
 * once you pick another.
 */
export function VendorNav() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = ITEMS.find((item) => isCurrent(item, pathname));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (the pathname) is what folds the menu
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav aria-label="Shop menu">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink shadow-card lg:hidden"
      >
        <Menu className="size-5 text-brand-700" aria-hidden="true" />
        <span>Shop menu</span>
        {current && <span className="truncate font-normal text-ink-muted">· {current.label}</span>}
        <ChevronDown
          aria-hidden="true"
          className={clsx('ml-auto size-4 text-ink-subtle transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={listId} className={clsx('mt-2 lg:mt-0 lg:block', !open && 'hidden')}>
        <NavList pathname={pathname} />
      </div>
    </nav>
  );
}
