import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useWishlistIds, useWishlistOwner } from '../../api/get-wishlist-ids.ts';
import { useToggleWishlist } from '../../api/toggle-wishlist.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { lazyToast } from '../ui/lazy-toast.ts';

type WishlistButtonProps = {
  productId: number;
  productTitle: string;
  /** 'icon' is the round heart on cards; 'labelled' the pressed/unpressed button on the product page. */
  look?: 'icon' | 'labelled';
  className?: string;
};

/** The heart (PRODUCT.md: it works): toggles the product in the wishlist of the guest or user. */
export function WishlistButton({ productId, productTitle, look = 'icon', className }: WishlistButtonProps) {
  const owner = useWishlistOwner();
  const { data: ids } = useWishlistIds();
  const toggle = useToggleWishlist();
  const saved = ids?.has(productId) ?? false;

  function onClick() {
    toggle.mutate(
      { ...owner, productId },
      {
        onSuccess: ({ message }) => lazyToast((toast) => toast.success(message)),
        onError: (error) =>
          lazyToast((toast) => toast.error(serverMessage(error) ?? 'Something wrong. Please try again')),
      },
    );
  }

  const icon = (
    <Heart
      aria-hidden="true"
      className={clsx(
        'size-5 transition-colors',
        saved ? 'fill-accent-600 text-accent-600' : 'text-ink-muted',
      )}
    />
  );

  if (look === 'labelled') {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-pressed={saved}
        className={clsx(
          'inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-md border border-line-strong bg-surface px-4 text-sm font-semibold text-ink shadow-card transition-colors hover:border-ink-subtle hover:bg-canvas',
          className,
        )}
      >
        {icon}
        Wishlist
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={saved ? `Remove ${productTitle} from wishlist` : `Add ${productTitle} to wishlist`}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      className={clsx(
        'inline-flex size-9 items-center justify-center rounded-full bg-surface/95 shadow-card ring-1 ring-line transition-colors hover:bg-accent-50',
        className,
      )}
    >
      {icon}
    </button>
  );
}
