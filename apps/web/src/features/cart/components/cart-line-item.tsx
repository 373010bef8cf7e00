import type { CartLineDetail } from '@pasal/domain';
import { formatNprDecimal, MAX_LINE_QTY } from '@pasal/domain';
import { Store, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ProductThumb, variantText } from '../../../components/order/order-item-row.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useRemoveCartLine } from '../api/remove-cart-line.ts';

type CartLineItemProps = {
  line: CartLineDetail;
  qty: number;
  userId: number | null;
  onQtyChange: (qty: number) => void;
  /** The line is gone: the page drops any quantity edit of it still waiting to be sent. */
  onRemoved: () => void;
};

/** One cart line (spec §2): picture, title, size, colour, vendor, unit price, quantity and remove. */
export function CartLineItem({ line, qty, userId, onQtyChange, onRemoved }: CartLineItemProps) {
  const { product } = line;
  const remove = useRemoveCartLine();
  const removing = remove.isPending;

  // Awaited rather than mutate's callbacks: the line unmounts as soon as the refetched cart lacks it.
  async function onRemove() {
    try {
      await remove.mutateAsync({ itemId: line.id, userId });
      onRemoved();
      toast.success('Item removed successfully');
    } catch (error) {
      toast.error('Failed to remove from cart. Please try again', {
        description: serverMessage(error) ?? undefined,
      });
    }
  }

  const variant = variantText(line.size, line.color);
  return (
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:gap-x-4"
      aria-busy={removing || undefined}
    >
      <Link to={`/detail/${product.slug}/`} tabIndex={-1} aria-hidden="true">
        <ProductThumb src={product.image} className="size-20 sm:size-24" />
      </Link>
      <div className="min-w-0 space-y-1">
        <Link
          to={`/detail/${product.slug}/`}
          className="line-clamp-2 font-semibold text-ink hover:text-brand-700 hover:underline"
        >
          {product.title}
        </Link>
        {variant && <p className="text-sm text-ink-muted">{variant}</p>}
        <p className="flex items-center gap-1.5 text-sm text-ink-muted">
          <Store className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">Sold by </span>
          <Link to={`/vendor/${product.vendor.slug}/`} className="hover:text-brand-700 hover:underline">
            {product.vendor.name}
          </Link>
        </p>
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">{formatNprDecimal(line.price)}</span> each
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void onRemove()}
          loading={removing}
          aria-label={`Remove ${product.title} from cart`}
          className="-ml-3"
        >
          {!removing && <Trash2 className="size-4" aria-hidden="true" />}
          Remove
        </Button>
      </div>
      {/* A row of its own under the picture on phones; a column at the right on wider screens. */}
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end sm:justify-start">
        <Field label={`Quantity of ${product.title}`} hideLabel>
          <QuantityStepper value={qty} onChange={onQtyChange} max={MAX_LINE_QTY} itemName={product.title} />
        </Field>
        <p className="text-lg font-bold whitespace-nowrap text-ink tabular-nums">
          <span className="sr-only">Subtotal: </span>
          {formatNprDecimal(line.sub_total)}
        </p>
      </div>
    </li>
  );
}
