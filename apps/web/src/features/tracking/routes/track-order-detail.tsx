import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function TrackOrderDetailPage() {
  return <PagePlaceholder title="Order tracking" />;
}
