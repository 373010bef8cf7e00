import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export default function EarningPage() {
  return <PagePlaceholder title="Earnings" contained={false} />;
}
