import { type CustomerNotification, NOTIFICATION_READ_MESSAGE } from '@pasal/domain';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCustomerSummary } from '../../../api/get-customer-summary.ts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationItem, NotificationSkeleton } from '../components/notification-item.tsx';
import { useCustomerId } from '../hooks/use-customer-id.ts';

/** Spec §2 "/customer/notifications/": newest first; opening or marking one reads it (spec §8 toast). */
export default function CustomerNotificationsPage() {
  const userId = useCustomerId();
  const [page, setPage] = useState(1);
  const notifications = useNotifications(userId, page);
  const { data: summary } = useCustomerSummary();
  const markRead = useMarkNotificationRead();

  function read(notification: CustomerNotification) {
    // The promise outlives this page, so the toast still shows after "View order" navigates away.
    markRead.mutateAsync({ userId, id: notification.id }).then(
      () => toast.success(NOTIFICATION_READ_MESSAGE),
      (failure: unknown) => toast.error(serverMessage(failure) ?? 'Something went wrong. Please try again'),
    );
  }

  const unread = summary?.unread_notifications;
  return (
    <>
      <PageTitle
        title="Notifications"
        description={
          <span aria-live="polite">
            {unread === undefined ? 'Newest first' : unread === 0 ? 'All caught up' : `${unread} unread`}
          </span>
        }
      />
      <section aria-label="Notifications" aria-busy={notifications.isFetching}>
        <QueryView
          query={notifications}
          loading={
            <div className="space-y-3" aria-hidden="true">
              <NotificationSkeleton />
              <NotificationSkeleton />
              <NotificationSkeleton />
            </div>
          }
          errorTitle="Could not load your notifications"
          isEmpty={(found) => found.items.length === 0}
          empty={
            <EmptyState
              icon={BellOff}
              title="No notifications yet"
              description="We will let you know here when you place an order and as it moves along."
              action={<LinkButton to="/">Start shopping</LinkButton>}
            />
          }
        >
          {(found) => {
            const pageCount = Math.max(1, Math.ceil(found.total / NOTIFICATIONS_PAGE_SIZE));
            return (
              <>
                <ul className="space-y-3">
                  {found.items.map((notification) => (
                    <li key={notification.id}>
                      <NotificationItem
                        notification={notification}
                        onRead={read}
                        marking={markRead.isPending && markRead.variables?.id === notification.id}
                      />
                    </li>
                  ))}
                </ul>
                <div className="mt-6">
                  <Pagination
                    page={Math.min(page, pageCount)}
                    pageCount={pageCount}
                    onPageChange={setPage}
                    label="Notification pages"
                  />
                </div>
              </>
            );
          }}
        </QueryView>
      </section>
    </>
  );
}
