import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CreateNewPasswordPage() {
  return <PagePlaceholder title="Create new password" />;
}
