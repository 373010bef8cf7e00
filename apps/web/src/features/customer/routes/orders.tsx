import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CustomerOrdersPage() {
  return <PagePlaceholder title="My orders" />;
}
