import type { TrackingRecord } from '@pasal/domain';
import { clsx } from 'clsx';
import { History } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';
import { DeliveryStatusIcon } from './delivery-status.tsx';
import { Panel } from './panel.tsx';

type StatusTimelineProps = { events: TrackingRecord['status_history'] };

/** Spec §2 Status History: the courier's steps, newest first (as the API sends them). */
export function StatusTimeline({ events }: StatusTimelineProps) {
  return (
    <Panel title="Status History" icon={History}>
      {events.length === 0 ? (
        <p className="text-sm text-ink-muted">The courier has not reported any step yet.</p>
      ) : (
        <ol className="space-y-0">
          {events.map((event, index) => {
            const latest = index === 0;
            return (
              <li key={`${event.status}-${event.date}`} className="relative flex gap-3 pb-5 last:pb-0">
                {index < events.length - 1 && (
                  <span
                    aria-hidden="true"
                    className="absolute top-9 bottom-0 left-4 w-px -translate-x-1/2 bg-line-strong"
                  />
                )}
                <DeliveryStatusIcon status={event.status} className="size-8" />
                <div className="min-w-0 pt-1">
                  <p className={clsx('text-sm text-ink', latest ? 'font-bold' : 'font-medium')}>
                    {event.status}
                    {latest && <span className="sr-only"> (latest)</span>}
                  </p>
                  <p className="text-xs text-ink-muted">
                    <time dateTime={event.date}>{formatDateTime(event.date)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
