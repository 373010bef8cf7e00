import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CheckoutPage() {
  return <PagePlaceholder title="Checkout" />;
}
