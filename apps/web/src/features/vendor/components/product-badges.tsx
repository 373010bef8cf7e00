import type { ProductStage } from '@pasal/domain';
import { STOCK_BADGE_THRESHOLD } from '@pasal/domain/plain';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatCount } from '../../../lib/format.ts';

export const STAGE_LABELS: Record<ProductStage, string> = { published: 'Published', draft: 'Draft' };

/** Spec §2/§9: green above 10 in stock, a warning at 10 or fewer. */
export function StockBadge({ qty }: { qty: number }) {
  const plenty = qty > STOCK_BADGE_THRESHOLD;
  return (
    <Badge tone={plenty ? 'success' : 'warning'} data-stock={plenty ? 'plenty' : 'low'}>
      {formatCount(qty)}
      <span className="sr-only">{plenty ? ' in stock' : ' in stock, running low'}</span>
    </Badge>
  );
}

export function StageBadge({ status }: { status: string }) {
  return status === 'draft' ? (
    <Badge tone="neutral">{STAGE_LABELS.draft}</Badge>
  ) : (
    <Badge tone="info">{STAGE_LABELS.published}</Badge>
  );
}
