import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CustomerOrderDetailPage() {
  return <PagePlaceholder title="Order details" />;
}
