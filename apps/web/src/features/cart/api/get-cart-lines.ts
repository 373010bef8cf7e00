import { cartLineSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cartListQuery } from '../../../api/get-cart-list.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { getCartId } from '../../../lib/cart-id.ts';

const parseLines = (lines: unknown[]) => z.array(cartLineSchema).parse(lines);

/**
 * The header badge's query read in full: one request and one cache entry, so the badge and the
 * cart page always agree.
 */
export function useCartLines() {
  const { user } = useAuth();
  return useQuery({ ...cartListQuery(getCartId(), user?.user_id ?? null), select: parseLines });
}
