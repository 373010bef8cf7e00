import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function ShopPage() {
  return <PagePlaceholder title="Shop" />;
}
