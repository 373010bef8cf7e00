import type { Query } from '@tanstack/react-query';

/**
 * Everything cached except the category list was fetched as somebody (cart, wishlist, orders):
 * it is refetched when a user signs in and dropped when they sign out.
 */
export function isUserQuery(query: Query): boolean {
  return query.queryKey[0] !== 'categories';
}
