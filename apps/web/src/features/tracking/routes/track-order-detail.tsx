import { formatOrderNumber, TRACKING_MESSAGES, type TrackingRecord } from '@pasal/domain';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { Container } from '../../../components/layout/container.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useTracking } from '../api/get-tracking.ts';
import { AwaitingShipment, CurrentStatus } from '../components/current-status.tsx';
import { DeliveryComments } from '../components/delivery-comments.tsx';
import { OrderInformation } from '../components/order-information.tsx';
import { ParcelPicker } from '../components/parcel-picker.tsx';
import { StaleNotice } from '../components/stale-notice.tsx';
import { StatusTimeline } from '../components/status-timeline.tsx';
import { TrackingError } from '../components/tracking-error.tsx';
import { TrackingHelp } from '../components/tracking-help.tsx';
import { TrackingSkeleton } from '../components/tracking-skeleton.tsx';
import { parcelOf } from '../lib/parcel.ts';
import { trackingErrorText } from '../lib/tracking-error.ts';

type TrackingViewProps = { record: TrackingRecord; onRefresh: () => void; refreshing: boolean };

function TrackingView({ record, onRefresh, refreshing }: TrackingViewProps) {
  const [selected, setSelected] = useState(0);
  const parcel = parcelOf(record, selected);
  const several = record.shipments.length > 1;
  return (
    <Container className="max-w-6xl space-y-6 py-6 sm:py-10">
      <PageTitle
        title="Order tracking"
        description={
          <>
            Order <span className="font-mono font-medium text-ink">{formatOrderNumber(record.order_id)}</span>
          </>
        }
        className="mb-0"
        actions={
          <>
            <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
              {!refreshing && <RotateCw className="size-4" aria-hidden="true" />}
              Refresh
            </Button>
            <LinkButton to="/customer/orders" variant="secondary">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Orders
            </LinkButton>
          </>
        }
      />
      {record.stale && <StaleNotice lastUpdated={parcel.last_updated} />}
      {several && <ParcelPicker shipments={record.shipments} selected={selected} onSelect={setSelected} />}
      {record.tracking_available ? (
        <>
          <CurrentStatus
            parcel={parcel}
            subtitle={several ? `Parcel ${selected + 1}, shipped by ${parcel.vendor}` : undefined}
          />
          {/*
           * Phones read information, history, comments, help. On wide screens the history and
           * comments fill the left column and the information and help stack on the right: the
           * second row is 1fr so that the tall left column stretches it, not the first row.
           */}
          <div className="grid items-start gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
            <div className="lg:col-start-2 lg:row-start-1">
              <OrderInformation record={record} parcel={parcel} />
            </div>
            <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <StatusTimeline events={parcel.status_history} />
              <DeliveryComments comments={parcel.comments} />
            </div>
            <div className="lg:col-start-2">
              <TrackingHelp orderId={record.order_id} />
            </div>
          </div>
        </>
      ) : (
        <>
          <AwaitingShipment parcel={parcel} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <OrderInformation record={record} parcel={parcel} />
            <TrackingHelp orderId={record.order_id} />
          </div>
        </>
      )}
    </Container>
  );
}

/** Spec §2 /track-order/{orderOid}: the courier's tracking of one order. */
export default function TrackOrderDetailPage() {
  const { orderOid = '' } = useParams();
  const tracking = useTracking(orderOid);

  async function refresh() {
    const result = await tracking.refetch();
    // A failed refresh keeps the last answer on screen (TanStack keeps it) and says so.
    if (result.isError && result.data)
      toast.error(trackingErrorText(result.error, TRACKING_MESSAGES.fetchFailed));
  }

  if (tracking.data) {
    return (
      <TrackingView
        key={tracking.data.order_id}
        record={tracking.data}
        onRefresh={refresh}
        refreshing={tracking.isRefetching}
      />
    );
  }
  if (tracking.isError) {
    return <TrackingError error={tracking.error} onRetry={refresh} retrying={tracking.isRefetching} />;
  }
  return <TrackingSkeleton />;
}
