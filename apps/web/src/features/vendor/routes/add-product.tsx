import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function AddProductPage() {
  return <PagePlaceholder title="Add product" />;
}
