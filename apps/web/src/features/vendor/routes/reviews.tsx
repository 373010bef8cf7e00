import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function VendorReviewsPage() {
  return <PagePlaceholder title="Reviews" contained={false} />;
}
