import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function VendorProductsPage() {
  return <PagePlaceholder title="Products" />;
}
