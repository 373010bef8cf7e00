import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function VendorNotificationsPage() {
  return <PagePlaceholder title="Notifications" contained={false} />;
}
