import { PRODUCT_MESSAGES, type ProductCard } from '@pasal/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useVendorId } from '../hooks/use-vendor-id.ts';

/** Delete with the spec §8 confirmation ('Yes, delete it!' / Cancel) and its two outcomes. */
export function DeleteProductButton({ product }: { product: ProductCard }) {
  const vendorId = useVendorId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProduct();

  async function confirm() {
    try {
      await remove.mutateAsync({ vendorId, pid: product.pid });
      toast.success(PRODUCT_MESSAGES.deleted);
    } catch {
      toast.error(PRODUCT_MESSAGES.deleteFailed);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-danger-600 hover:bg-danger-50 hover:text-danger-600"
        title="Delete product"
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="sr-only">Delete {product.title}</span>
      </Button>
      <Modal
        open={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        size="sm"
        title={PRODUCT_MESSAGES.deleteConfirm}
        description={`“${product.title}” leaves the storefront and search at once. Its past orders are kept.`}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              {PRODUCT_MESSAGES.deleteYes}
            </Button>
          </>
        }
      />
    </>
  );
}
