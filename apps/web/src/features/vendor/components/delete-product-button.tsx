import { PRODUCT_MESSAGES, type ProductCard } from '@pasal/domain';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';

const MESSAGES = {
  confirm: PRODUCT_MESSAGES.deleteConfirm,
  yes: PRODUCT_MESSAGES.deleteYes,
  deleted: PRODUCT_MESSAGES.deleted,
  failed: PRODUCT_MESSAGES.deleteFailed,
};

/** Delete with the spec §8 confirmation ('Yes, delete it!' / Cancel) and its two outcomes. */
export function DeleteProductButton({ product }: { product: ProductCard }) {
  const vendorId = useVendorId();
  const remove = useDeleteProduct();
  return (
    <ConfirmDeleteButton
      label="Delete product"
      name={product.title}
      messages={MESSAGES}
      description={`“${product.title}” leaves the storefront and search at once. Its past orders are kept.`}
      onDelete={() => remove.mutateAsync({ vendorId, pid: product.pid })}
      pending={remove.isPending}
    />
  );
}
