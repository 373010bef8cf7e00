import { moneyString } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cartListQuery } from '../../../api/get-cart-list.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { getCartId } from '../../../lib/cart-id.ts';

/** A cart line as `GET v1/cart-list/…` sends it (spec §3 "Cart item"), priced by the server. */
const cartLineDetailSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    image: z.string(),
    price: moneyString,
    shipping_amount: moneyString,
    vendor: z.object({ id: z.number().int(), name: z.string() }),
  }),
  qty: z.number().int(),
  size: z.string(),
  color: z.string(),
  price: moneyString,
  sub_total: moneyString,
});
export type CartLineDetail = z.infer<typeof cartLineDetailSchema>;

const parseLines = (lines: unknown[]) => z.array(cartLineDetailSchema).parse(lines);

/**
 * The header badge's query read in full: one request and one cache entry, so the badge and the
 * cart page always agree.
 */
export function useCartLines() {
  const { user } = useAuth();
  return useQuery({ ...cartListQuery(getCartId(), user?.user_id ?? null), select: parseLines });
}
