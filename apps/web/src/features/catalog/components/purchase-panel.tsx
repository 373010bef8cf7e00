import type { ProductDetail } from '@pasal/domain';
import {
  decimalToPaisa,
  formatNprDecimal,
  MAX_LINE_QTY,
  MIN_QUANTITY,
  missingVariantMessage,
} from '@pasal/domain/plain';
import { ShoppingCart, Truck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { WishlistButton } from '../../../components/product/wishlist-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { lazyToast } from '../../../components/ui/lazy-toast.ts';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { PricePreview } from './price-preview.tsx';
import { PriceTag } from './price-tag.tsx';
import { StockStatus } from './stock-status.tsx';
import { ColorPicker, SizePicker } from './variant-picker.tsx';

type Problems = { size?: string; color?: string; qty?: string; form?: string };

function problemsFrom(error: unknown): Problems {
  if (!(error instanceof ApiError)) return {};
  return { size: error.fieldError('size'), color: error.fieldError('color'), qty: error.fieldError('qty') };
}

/** Price, choices and Add to Cart (spec §2, §5): the first size and colour start chosen. */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const groupName = useId();
  const [size, setSize] = useState(product.size[0]?.name ?? '');
  const [color, setColor] = useState(product.color[0]?.name ?? '');
  const [qty, setQty] = useState(MIN_QUANTITY);
  const [problems, setProblems] = useState<Problems>({});

  const chosenSize = product.size.find((s) => s.name === size);
  // A size with its own price replaces the product's price, and the old price no longer compares.
  const price = chosenSize?.price ?? product.price;
  const soldOut = !product.in_stock || product.stock_qty <= 0;
  const maxQty = Math.max(MIN_QUANTITY, Math.min(product.stock_qty, MAX_LINE_QTY));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = missingVariantMessage({
      size: product.size.length > 0 && !size,
      color: product.color.length > 0 && !color,
    });
    if (missing) {
      setProblems({ form: missing });
      return;
    }
    setProblems({});
    const input = { productId: product.id, userId: user?.user_id ?? null, qty, size, color, price };
    addToCart.mutate(
      { ...input, shippingAmount: product.shipping_amount },
      {
        onSuccess: ({ message, qty: inCart }) =>
          lazyToast((toast) =>
            toast.success(message, {
              description: `${product.title}: ${inCart} in your cart`,
              action: { label: 'View cart', onClick: () => navigate('/cart/') },
            }),
          ),
        onError: (error) => {
          setProblems(problemsFrom(error));
          lazyToast((toast) =>
            toast.error('Failed to add to cart. Please try again', {
              description: serverMessage(error) ?? undefined,
            }),
          );
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <PriceTag price={price} oldPrice={chosenSize?.price ? null : product.old_price} />
        <StockStatus inStock={product.in_stock} stockQty={product.stock_qty} />
      </div>
      <p className="text-ink-muted">{product.description}</p>
      {product.size.length > 0 && (
        <SizePicker
          options={product.size}
          value={size}
          onChange={setSize}
          error={problems.size}
          group={`${groupName}-size`}
        />
      )}
      {product.color.length > 0 && (
        <ColorPicker
          options={product.color}
          value={color}
          onChange={setColor}
          error={problems.color}
          group={`${groupName}-color`}
        />
      )}
      <Field label="Quantity" error={problems.qty}>
        <QuantityStepper value={qty} onChange={setQty} max={maxQty} itemName={product.title} />
      </Field>
      <PricePreview unitPrice={price} shippingAmount={product.shipping_amount} qty={qty} />
      {problems.form && (
        <p role="alert" className="text-sm font-semibold text-danger-600">
          {problems.form}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" size="lg" className="flex-1" loading={addToCart.isPending} disabled={soldOut}>
          {!addToCart.isPending && <ShoppingCart className="size-5" aria-hidden="true" />}
          {soldOut ? 'Out of stock' : 'Add to Cart'}
        </Button>
        <WishlistButton productId={product.id} productTitle={product.title} look="labelled" />
      </div>
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Truck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {decimalToPaisa(product.shipping_amount) === 0
          ? 'Free delivery across Nepal'
          : `Delivery ${formatNprDecimal(product.shipping_amount)} per item, anywhere in Nepal`}
        {' · Cash on delivery available'}
      </p>
    </form>
  );
}
