import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function VendorSettingsPage() {
  return <PagePlaceholder title="Shop settings" />;
}
