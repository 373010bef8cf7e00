import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CustomerNotificationsPage() {
  return <PagePlaceholder title="Notifications" />;
}
