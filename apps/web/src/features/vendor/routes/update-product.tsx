import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function UpdateProductPage() {
  return <PagePlaceholder title="Update product" />;
}
