import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function ForgotPasswordPage() {
  return <PagePlaceholder title="Forgot password" />;
}
