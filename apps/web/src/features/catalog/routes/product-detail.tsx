import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function ProductDetailPage() {
  return <PagePlaceholder title="Product details" />;
}
