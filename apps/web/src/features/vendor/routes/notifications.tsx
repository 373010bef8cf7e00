import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { useMarkNotificationSeen } from '../api/notification-seen.ts';
import { useVendorNotifications } from '../api/vendor-notifications.ts';
import { ListFooter } from '../components/list-footer.tsx';
import { NoMatches } from '../components/no-matches.tsx';
import { NotificationFiltersBar } from '../components/notification-filters-bar.tsx';
import { NotificationGroup } from '../components/notification-group.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import {
  hasNotificationFilters,
  NOTIFICATION_FILTER_SHAPE,
  NOTIFICATIONS_PAGE_SIZE,
} from '../lib/notification-filters.ts';

/** Spec §2 "/vendor/notifications/": the shop's orders as notifications, one per order. */
export default function VendorNotificationsPage() {
  const vendorId = useVendorId();
  const { filters, update, reset } = useAddressFilters(NOTIFICATION_FILTER_SHAPE);
  const notifications = useVendorNotifications(vendorId, filters);
  const markSeen = useMarkNotificationSeen();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  function toggle(oid: string, seen: boolean) {
    const next = new Set(open);
    if (next.delete(oid)) return setOpen(next);
    setOpen(next.add(oid));
    if (!seen) markSeen.mutate({ vendorId, oid });
  }

  return (
    <>
      <PageTitle title="Notifications" description="Every order with your products, newest first." />
      <div className="space-y-5">
        <NotificationFiltersBar filters={filters} onChange={update} onReset={reset} />
        <section aria-label="Notifications" aria-busy={notifications.isFetching}>
          <QueryView
            query={notifications}
            loading={<Skeleton className="h-48 w-full" />}
            errorTitle="Could not load your notifications"
            isEmpty={(found) => found.items.length === 0}
            empty={
              <NoMatches
                icon={BellOff}
                title="No notifications found"
                filtered={hasNotificationFilters(filters)}
                hint="Orders with your products will appear here."
                onReset={reset}
                resetLabel="Reset Filters"
              />
            }
          >
            {(found) => {
              const pageCount = Math.max(1, Math.ceil(found.total / NOTIFICATIONS_PAGE_SIZE));
              return (
                <div
                  className={notifications.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
                >
                  <ul className="space-y-3">
                    {found.items.map((n) => (
                      <NotificationGroup
                        key={n.order_oid}
                        notification={n}
                        open={open.has(n.order_oid)}
                        onToggle={() => toggle(n.order_oid, n.seen)}
                      />
                    ))}
                  </ul>
                  <ListFooter
                    summary={`Showing ${formatCount(found.items.length)} of ${formatCount(found.total)} notifications`}
                    page={Math.min(filters.page, pageCount)}
                    pageCount={pageCount}
                    onPageChange={(page) => update({ page })}
                    label="Notification pages"
                  />
                </div>
              );
            }}
          </QueryView>
        </section>
      </div>
    </>
  );
}
