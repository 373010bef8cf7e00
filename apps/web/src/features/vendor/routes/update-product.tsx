import { PRODUCT_MESSAGES, type ProductForm } from '@pasal/domain';
import { PackageX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../api/api-error.ts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVendorProduct } from '../api/get-vendor-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ProductEditor } from '../components/editor/product-editor.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { type ProductFiles, saveFailureMessage } from '../lib/product-form.ts';

function EditorSkeleton() {
  return (
    <div className="space-y-4 rounded-lg border border-line bg-surface p-6" aria-busy="true">
      <Skeleton className="h-10" />
      <Skeleton className="h-40 w-40" />
      <Skeleton className="h-16" />
      <Skeleton className="h-28" />
    </div>
  );
}

/** Spec §2 "/vendor/update-product/{pid}/": the stored product in the editor, then the products page. */
export default function UpdateProductPage() {
  const { pid = '' } = useParams();
  const vendorId = useVendorId();
  const navigate = useNavigate();
  const product = useVendorProduct(vendorId, pid);
  const update = useUpdateProduct();

  async function save(form: ProductForm, files: ProductFiles) {
    try {
      await update.mutateAsync({ vendorId, pid, form, files });
    } catch (error) {
      toast.error(saveFailureMessage(error, PRODUCT_MESSAGES.updateFailed));
      throw error;
    }
    toast.success(PRODUCT_MESSAGES.updated);
    navigate('/vendor/products/');
  }

  // Another shop's product and an unknown one answer the same 404 (issue 16).
  if (product.error instanceof ApiError && product.error.status === 404) {
    return (
      <>
        <PageTitle title="Update Product" />
        <EmptyState
          icon={PackageX}
          title="Product not found"
          description="It may have been deleted, or it belongs to another shop."
          action={<LinkButton to="/vendor/products/">Back to products</LinkButton>}
        />
      </>
    );
  }

  return (
    <>
      <PageTitle title="Update Product" description={product.data?.title} />
      <QueryView query={product} loading={<EditorSkeleton />} errorTitle="Could not load this product">
        {(found) => <ProductEditor key={found.id} product={found} onSave={save} />}
      </QueryView>
    </>
  );
}
