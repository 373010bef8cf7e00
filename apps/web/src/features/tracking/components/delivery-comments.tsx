import type { TrackingRecord } from '@pasal/domain';
import { MessageSquareText } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';
import { Panel } from './panel.tsx';

type DeliveryCommentsProps = { comments: TrackingRecord['comments'] };

/** Spec §2 Delivery Comments: what the courier's staff noted, who noted it and when. */
export function DeliveryComments({ comments }: DeliveryCommentsProps) {
  return (
    <Panel title="Delivery Comments" icon={MessageSquareText}>
      {comments.length === 0 ? (
        <p className="text-sm text-ink-muted">No comments from the courier yet.</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <li key={`${comment.date}-${comment.comment}`} className="rounded-md bg-canvas p-3">
              <p className="text-sm text-ink">{comment.comment}</p>
              <p className="mt-1.5 text-xs text-ink-muted">
                <span className="font-semibold">{comment.added_by}</span>
                {' · '}
                <time dateTime={comment.date}>{formatDateTime(comment.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
