import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CustomerSettingsPage() {
  return <PagePlaceholder title="Account settings" />;
}
