import { Store } from 'lucide-react';

/** In place of a shopper's form on the owner's own product: where that work happens instead. */
export function OwnShopNote({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-3 rounded-lg border border-line bg-canvas p-4 text-sm text-ink-muted">
      <Store className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
