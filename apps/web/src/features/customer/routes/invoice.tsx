import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function InvoicePage() {
  return <PagePlaceholder title="Invoice" />;
}
