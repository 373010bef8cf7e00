import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function VendorDashboardPage() {
  return <PagePlaceholder title="Vendor dashboard" />;
}
