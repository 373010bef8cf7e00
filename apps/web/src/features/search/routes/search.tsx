import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function SearchPage() {
  return <PagePlaceholder title="Search products" />;
}
