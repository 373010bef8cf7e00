import { CloudOff } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * Shown when the server answered the last known state (`stale`): the courier did not answer
 * in time. Says how old that state is, so nobody takes it for news.
 */
export function StaleNotice({ lastUpdated }: { lastUpdated: string | null }) {
  return (
    <p role="status" className="flex items-start gap-3 rounded-lg bg-warning-50 p-4 text-sm text-ink">
      <CloudOff className="mt-0.5 size-5 shrink-0 text-warning-600" aria-hidden="true" />
      <span>
        <strong className="font-semibold">We could not reach the courier just now.</strong> This is the last
        known state of your delivery
        {lastUpdated && (
          <>
            , as of <time dateTime={lastUpdated}>{formatDateTime(lastUpdated)}</time>
          </>
        )}
        ; press Refresh in a few minutes to try again.
      </span>
    </p>
  );
}
