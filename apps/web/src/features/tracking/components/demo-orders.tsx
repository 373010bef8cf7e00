import { formatOrderNumber } from '@pasal/domain/plain';
import { FlaskConical } from 'lucide-react';
import { SAMPLE_TRACKING_ORDERS } from '../../../config/tracking.ts';
import { Panel } from './panel.tsx';

/** Spec §2: the demo panel, whose sample order ids fill the Order ID input. */
export function DemoOrders({ onPick }: { onPick: (oid: string) => void }) {
  return (
    <Panel title="Try a sample order" icon={FlaskConical} subtitle="Pick one to fill in the Order ID.">
      <ul className="grid gap-2 sm:grid-cols-3">
        {SAMPLE_TRACKING_ORDERS.map(({ oid, stage }) => (
          <li key={oid}>
            <button
              type="button"
              onClick={() => onPick(oid)}
              className="flex min-h-14 w-full flex-col items-start justify-center rounded-md border border-line-strong bg-surface px-3 py-2 text-left transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="font-mono text-sm font-semibold text-ink">{formatOrderNumber(oid)}</span>
              <span className="text-xs text-ink-muted">{stage}</span>
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
