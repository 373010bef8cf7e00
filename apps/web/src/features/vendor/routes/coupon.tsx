import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function CouponPage() {
  return <PagePlaceholder title="Coupon Management" contained={false} />;
}
