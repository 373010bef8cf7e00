import { formatOrderNumber, type QuickTrack, TRACKING_MESSAGES } from '@pasal/domain';
import { ArrowRight, Zap } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { trackOrderPath } from '../../../config/tracking.ts';
import { useQuickTrack } from '../api/quick-track.ts';
import { trackingErrorDetail, trackingErrorText } from '../lib/tracking-error.ts';
import { DeliveryStatusBadge } from './delivery-status.tsx';
import { InfoRow } from './info-row.tsx';

const availability = (result: QuickTrack) => (result.tracking_available ? 'Available' : 'Not available yet');

function QuickResult({ result }: { result: QuickTrack }) {
  return (
    <div className="mt-4 space-y-3 rounded-md border border-line bg-surface p-3 text-sm sm:p-4">
      <dl className="divide-y divide-line">
        <InfoRow label="Order ID">
          <span className="font-mono">{formatOrderNumber(result.order_id)}</span>
        </InfoRow>
        <InfoRow label="Status">
          <DeliveryStatusBadge status={result.status} />
        </InfoRow>
        <InfoRow label="Courier tracking ID">
          <span className="font-mono">{result.ncm_order_id ?? 'Not assigned yet'}</span>
        </InfoRow>
        <InfoRow label="Tracking">{availability(result)}</InfoRow>
      </dl>
      <Link
        to={trackOrderPath(result.order_id)}
        className="inline-flex min-h-9 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        View full tracking
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

/**
 * Spec §2 Quick Order Tracking: the status of the id in the Order ID input, as a toast
 * ('Order found!' or the server's error, else 'Order not found', spec §8) and, since a toast
 * lasts three seconds, as a result that stays in the box.
 */
export function QuickTrackBox({ orderId }: { orderId: () => string | null }) {
  const navigate = useNavigate();
  const quick = useQuickTrack();

  function onQuickTrack() {
    const oid = orderId();
    if (!oid) return;
    quick.mutate(oid, {
      onSuccess: (result) =>
        toast.success(TRACKING_MESSAGES.found, {
          description: `${result.status} · Courier ID: ${result.ncm_order_id ?? 'not assigned yet'} · Tracking: ${availability(result).toLowerCase()}`,
          action: { label: 'View tracking', onClick: () => navigate(trackOrderPath(result.order_id)) },
        }),
      onError: (error) => {
        const text = trackingErrorText(error, TRACKING_MESSAGES.notFound);
        toast.error(text, { description: trackingErrorDetail(error, text) });
      },
    });
  }

  return (
    <section className="rounded-lg border border-brand-100 bg-brand-50/60 p-3 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700">
          <Zap className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-ink">Quick Order Tracking</h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            Check the current status of the order ID above without leaving this page.
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        onClick={onQuickTrack}
        loading={quick.isPending}
        className="mt-4 w-full sm:w-auto"
      >
        Quick Track
      </Button>
      {quick.isSuccess && <QuickResult result={quick.data} />}
    </section>
  );
}
