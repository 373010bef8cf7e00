import type { CartLineDetail } from '@pasal/domain';
import { CART_UPDATE_DEBOUNCE_MS } from '@pasal/domain/plain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { serverMessage } from '../../../lib/server-message.ts';
import { useUpdateCartLine } from '../api/update-cart-line.ts';

type Edits = Record<number, number>;

type Options = { lines: readonly CartLineDetail[]; userId: number | null; country: () => string };

/**
 * Spec §4: quantity edits are sent 500 ms after the last one, and only for lines whose quantity
 * differs from the stored one; a failed update puts the stored quantity back. Until the server has
 * the new quantities the cart is `saving`, so checkout never orders the old ones.
 */
export function useCartQuantities({ lines, userId, country }: Options) {
  const { mutateAsync: saveLine, isPending } = useUpdateCartLine();
  const [edits, setEdits] = useState<Edits>({});
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer's callback reads the latest of these, not the ones of the render that set it.
  const latest = useRef({ edits, lines, userId, country });
  useEffect(() => {
    latest.current = { edits, lines, userId, country };
  });

  const forget = useCallback((id: number, qty?: number) => {
    setEdits((current) => {
      if (!(id in current) || (qty !== undefined && current[id] !== qty)) return current;
      const { [id]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const send = useCallback(async () => {
    setWaiting(false);
    const { edits, lines, userId, country } = latest.current;
    for (const line of lines) {
      const qty = edits[line.id];
      if (qty === undefined) continue;
      if (qty === line.qty) {
        forget(line.id, qty);
        continue;
      }
      try {
        await saveLine({ line, qty, userId, country: country() });
        toast.success('Cart updated successfully', { id: 'cart-updated' });
        // The lines were fetched afresh before this resolves: the stored quantity is the new one.
        forget(line.id, qty);
      } catch (error) {
        forget(line.id, qty);
        toast.error('Failed to update cart. Please try again', {
          description: serverMessage(error) ?? undefined,
        });
      }
    }
  }, [saveLine, forget]);

  const change = useCallback(
    (line: CartLineDetail, qty: number) => {
      setEdits((current) => ({ ...current, [line.id]: qty }));
      setWaiting(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void send();
      }, CART_UPDATE_DEBOUNCE_MS);
    },
    [send],
  );

  // Leaving the page inside the 500 ms still saves what was chosen.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      void send();
    },
    [send],
  );

  return {
    quantityOf: (line: CartLineDetail) => edits[line.id] ?? line.qty,
    change,
    forget,
    saving: waiting || isPending || lines.some((line) => line.id in edits),
  };
}
