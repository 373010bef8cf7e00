import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function RegisterPage() {
  return <PagePlaceholder title="Create your account" />;
}
