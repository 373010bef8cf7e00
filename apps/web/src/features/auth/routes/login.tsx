import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function LoginPage() {
  return <PagePlaceholder title="Login" />;
}
