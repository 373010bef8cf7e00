import type { ProductCard } from '@pasal/domain';
import { formatNprDecimal, imageUrl } from '@pasal/domain/plain';
import { Eye, ImageOff, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, Td, Th } from '../../../components/ui/table.tsx';
import { formatCount } from '../../../lib/format.ts';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { StageBadge, StockBadge } from './product-badges.tsx';

const iconButton = buttonClasses('ghost', 'icon', 'size-9 text-ink-muted');

type ExtraActions = (product: ProductCard) => ReactNode;

function Thumb({ product }: { product: ProductCard }) {
  const src = imageUrl(product.image_thumb || product.image, pageOrigin());
  return (
    <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-canvas">
      {src ? (
        <img src={src} alt="" width={40} height={40} loading="lazy" className="size-full object-contain" />
      ) : (
        <ImageOff className="size-4 text-line-strong" aria-hidden="true" />
      )}
    </span>
  );
}

function NameAndCategory({ product }: { product: ProductCard }) {
  return (
    <span className="min-w-0">
      <span className="line-clamp-2 font-medium text-ink">{product.title}</span>
      {product.category && <span className="block text-xs text-ink-subtle">{product.category.title}</span>}
    </span>
  );
}

/** View on the storefront (a draft is not there yet, so it has nothing to view), edit, and any extras. */
function RowActions({ product, extra }: { product: ProductCard; extra: ExtraActions | undefined }) {
  return (
    <div className="flex justify-end gap-1">
      {product.status === 'draft' ? (
        <span className={`${iconButton} opacity-40`} title="Drafts are not on the storefront">
          <Eye className="size-4" aria-hidden="true" />
          <span className="sr-only">{product.title} is a draft: not on the storefront yet</span>
        </span>
      ) : (
        <Link to={`/detail/${product.slug}/`} className={iconButton} title="View on the storefront">
          <Eye className="size-4" aria-hidden="true" />
          <span className="sr-only">View {product.title}</span>
        </Link>
      )}
      <Link to={`/vendor/update-product/${product.pid}/`} className={iconButton} title="Edit product">
        <Pencil className="size-4" aria-hidden="true" />
        <span className="sr-only">Edit {product.title}</span>
      </Link>
      {extra?.(product)}
    </div>
  );
}

type ProductTableProps = {
  products: ProductCard[];
  caption: string;
  /** Row actions after view and edit (the products page's delete). */
  actions?: ExtraActions;
};

/**
 * Spec §2: #ID, Product Name, Price, Orders, Stage, Stock, Actions. A phone gets the same facts
 * as one card per product, rather than a table scrolled sideways to reach its buttons.
 */
export function ProductTable({ products, caption, actions }: ProductTableProps) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {products.map((product) => (
          <li
            key={product.id}
            data-pid={product.pid}
            className="rounded-lg border border-line bg-surface p-3 shadow-card"
          >
            <div className="flex items-start gap-3">
              <Thumb product={product} />
              <NameAndCategory product={product} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-ink-subtle">Price</dt>
                <dd className="font-semibold text-ink tabular-nums">{formatNprDecimal(product.price)}</dd>
              </div>
              <div>
                <dt className="text-ink-subtle">Orders</dt>
                <dd className="font-semibold text-ink tabular-nums">{formatCount(product.orders)}</dd>
              </div>
              <div>
                <dt className="text-ink-subtle">Stock</dt>
                <dd>
                  <StockBadge qty={product.stock_qty} />
                </dd>
              </div>
            </dl>
            <div className="mt-2 flex items-center justify-between gap-2 border-t border-line pt-2">
              <span className="flex items-center gap-2 text-xs text-ink-subtle">
                <span className="font-mono">#{product.pid}</span>
                <StageBadge status={product.status} />
              </span>
              <RowActions product={product} extra={actions} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>#ID</Th>
              <Th>Product Name</Th>
              <Th className="text-right">Price</Th>
              <Th className="text-right">Orders</Th>
              <Th>Stage</Th>
              <Th>Stock</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id} data-pid={product.pid}>
                <Td className="font-mono text-xs whitespace-nowrap text-ink-muted">#{product.pid}</Td>
                <Td className="min-w-52">
                  <div className="flex items-center gap-3">
                    <Thumb product={product} />
                    <NameAndCategory product={product} />
                  </div>
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">
                  {formatNprDecimal(product.price)}
                </Td>
                <Td className="text-right tabular-nums">{formatCount(product.orders)}</Td>
                <Td>
                  <StageBadge status={product.status} />
                </Td>
                <Td>
                  <StockBadge qty={product.stock_qty} />
                </Td>
                <Td>
                  <RowActions product={product} extra={actions} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}

export function ProductTableSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-2 rounded-lg border border-line bg-surface p-4">
      <Skeleton className="h-8" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}
