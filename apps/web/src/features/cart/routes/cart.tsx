import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CartPage() {
  return <PagePlaceholder title="Shopping cart" />;
}
