import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function PaymentResultPage() {
  return <PagePlaceholder title="Payment status" />;
}
