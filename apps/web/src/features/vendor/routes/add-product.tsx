import { PRODUCT_MESSAGES, type ProductForm } from '@pasal/domain';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useCreateProduct } from '../api/create-product.ts';
import { ProductEditor } from '../components/editor/product-editor.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';
import { type ProductFiles, saveFailureMessage } from '../lib/product-form.ts';

/** Spec §2 "/vendor/add-product/": a new product, then the products page with §8's toast. */
export default function AddProductPage() {
  const vendorId = useVendorId();
  const navigate = useNavigate();
  const create = useCreateProduct();

  async function save(form: ProductForm, files: ProductFiles) {
    try {
      await create.mutateAsync({ vendorId, form, files });
    } catch (error) {
      toast.error(saveFailureMessage(error, 'Error creating product'));
      throw error;
    }
    toast.success(PRODUCT_MESSAGES.created);
    navigate('/vendor/products/');
  }

  return (
    <>
      <PageTitle title="Add Product" description="Fill in the details; drafts stay off the storefront." />
      <ProductEditor onSave={save} />
    </>
  );
}
