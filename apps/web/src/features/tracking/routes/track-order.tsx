import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function TrackOrderPage() {
  return <PagePlaceholder title="Track your order" />;
}
