import { countCartItems } from '@pasal/domain/plain';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartList } from '../../api/get-cart-list.ts';

export function CartLink() {
  const { data } = useCartList();
  // Units, as the cart page counts them ("Your items (3)"), not lines.
  const count = countCartItems(data ?? []);
  return (
    <Link
      to="/cart/"
      className="relative inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 hover:text-brand-800"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-2xs font-bold text-white"
      >
        {count}
      </span>
    </Link>
  );
}
