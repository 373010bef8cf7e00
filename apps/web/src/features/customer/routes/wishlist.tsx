import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function WishlistPage() {
  return <PagePlaceholder title="My wishlist" />;
}
