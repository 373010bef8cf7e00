import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function VendorOrdersPage() {
  return <PagePlaceholder title="Orders Management" contained={false} />;
}
