import {
  type NOTIFICATION_SEEN_FILTERS,
  type VendorNotificationsQuery,
  vendorNotificationsQuerySchema,
} from '@pasal/domain';

/** Orders per page of the notifications screen. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** Spec §2 notifications filters and sort, as they live in the address. */
export const NOTIFICATION_FILTER_SHAPE = vendorNotificationsQuerySchema.omit({ page_size: true }).shape;
export type NotificationFilters = Omit<VendorNotificationsQuery, 'page_size'>;

export type NotificationSeenFilter = (typeof NOTIFICATION_SEEN_FILTERS)[number];
export const NOTIFICATION_SEEN_LABELS: Record<NotificationSeenFilter, string> = {
  all: 'All',
  unread: 'Unread',
  read: 'Read',
};

export function hasNotificationFilters(filters: NotificationFilters): boolean {
  return (
    [filters.query, filters.start_date, filters.end_date, filters.min_price, filters.max_price].some(
      (value) => value !== undefined,
    ) || filters.seen !== 'all'
  );
}
