import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function VendorOrderDetailPage() {
  return <PagePlaceholder title="Order details" contained={false} />;
}
