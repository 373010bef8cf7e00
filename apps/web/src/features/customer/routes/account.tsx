import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CustomerAccountPage() {
  return <PagePlaceholder title="My account" />;
}
