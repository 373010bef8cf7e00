import type { CustomerSummary } from '@pasal/domain';
import { clsx } from 'clsx';
import {
  Bell,
  Heart,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Package,
  Settings,
  Truck,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useCustomerSummary } from '../../../api/get-customer-summary.ts';
import { NavCountBadge } from '../../../components/ui/nav-count-badge.tsx';

type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Pages under this item besides its own path (an order belongs to Orders). */
  also?: string[];
  /**
   * Which count of the summary its badge shows, and what the number means when read aloud;
   * `alert` counts (unread) are red, plain totals grey.
   */
  badge?: { count: keyof CustomerSummary; noun: string; alert?: boolean };
};

/** Spec §2 customer sidebar: dashboard, orders, wishlist, notifications, settings, track order, logout. */
const ITEMS: NavItem[] = [
  { to: '/customer/account/', label: 'Dashboard', icon: LayoutDashboard },
  {
    to: '/customer/orders/',
    label: 'Orders',
    icon: Package,
    also: ['/customer/order/', '/customer/invoice/'],
    badge: { count: 'orders', noun: 'orders' },
  },
  { to: '/customer/wishlist/', label: 'Wishlist', icon: Heart, badge: { count: 'wishlist', noun: 'saved' } },
  {
    to: '/customer/notifications/',
    label: 'Notifications',
    icon: Bell,
    badge: { count: 'unread_notifications', noun: 'unread', alert: true },
  },
  { to: '/customer/settings/', label: 'Settings', icon: Settings },
  { to: '/track-order', label: 'Track order', icon: Truck },
  { to: '/logout', label: 'Logout', icon: LogOut },
];

function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return path === item.to || (item.also ?? []).some((prefix) => path.startsWith(prefix));
}

function CountBadge({ item, summary }: { item: NavItem; summary: CustomerSummary | undefined }) {
  if (!item.badge) return null;
  const count = summary ? summary[item.badge.count] : 0;
  return <NavCountBadge count={count} noun={item.badge.noun} alert={item.badge.alert} />;
}

/** Desktop: the account menu down the side, with the real counts as badges. */
export function CustomerSidebar({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const { data: summary } = useCustomerSummary();
  return (
    <nav aria-label="My account" className={className}>
      <ul className="space-y-1 rounded-lg border border-line bg-surface p-2 shadow-card">
        {ITEMS.map((item) => {
          const current = isCurrent(item, pathname);
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
                <CountBadge item={item} summary={summary} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Phones and tablets: the same menu as one row of chips that scrolls sideways. */
export function CustomerTabs({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const { data: summary } = useCustomerSummary();
  const rowRef = useRef<HTMLUListElement>(null);

  // The current page's chip may sit past the edge of a phone: bring it into the row's view
  // (scrolling the row only, never the page).
  const currentIndex = ITEMS.findIndex((item) => isCurrent(item, pathname));
  useEffect(() => {
    const row = rowRef.current;
    const chip = row?.children[currentIndex];
    if (row && chip instanceof HTMLElement) {
      row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
    }
  }, [currentIndex]);

  return (
    <nav aria-label="My account" className={clsx('-mx-4 sm:-mx-6', className)}>
      {/* Relative: the badges' screen-reader text is absolutely placed and must scroll (and clip) with the row. */}
      <ul
        ref={rowRef}
        className="relative flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:px-6"
      >
        {ITEMS.map((item, index) => {
          const current = index === currentIndex;
          return (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'flex h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap',
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line-strong bg-surface text-ink hover:border-brand-300',
                )}
              >
                <item.icon className="size-4" aria-hidden="true" />
                {item.label}
                <CountBadge item={item} summary={summary} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
