import { formatNprDecimal, formatOrderNumber, orderOidSchema, type VendorOrderDetail } from '@pasal/domain';
import { ArrowLeft, Phone, SearchX, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { PriceBreakdown } from '../../../components/order/price-breakdown.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order/status-badges.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageTitle, useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useVendorOrder } from '../api/get-vendor-order.ts';
import { OrderShipment } from '../components/order-shipment.tsx';
import { OrderStatusControl } from '../components/order-status-control.tsx';
import { VendorOrderItems } from '../components/vendor-order-items.tsx';
import { useVendorId } from '../hooks/use-vendor-id.ts';

const backToOrders = (
  <LinkButton to="/vendor/orders/" variant="secondary">
    <ArrowLeft className="size-4" aria-hidden="true" />
    All orders
  </LinkButton>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

function ShippingInfo({ shipping }: { shipping: VendorOrderDetail['shipping'] }) {
  const rows: [string, string][] = [
    ['Name', shipping.full_name],
    ['Address', shipping.address],
    ['City', shipping.city],
    ['State', shipping.state],
    ['Country', shipping.country],
    ['Email', shipping.email],
    ['Phone', shipping.mobile],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderView({ order }: { order: VendorOrderDetail }) {
  const vendor = order.items[0]?.vendor;
  const { summary } = order;
  return (
    <>
      <PageTitle
        title={`Order #${formatOrderNumber(order.oid)}`}
        description={
          <>
            {formatDate(order.date)} · {formatCount(order.item_count)}{' '}
            {order.item_count === 1 ? 'item' : 'items'} ·{' '}
            <span className="font-semibold text-ink">{formatNprDecimal(summary.total)}</span>
          </>
        }
        actions={backToOrders}
      />
      <p className="-mt-3 mb-5 flex flex-wrap gap-2">
        <PaymentStatusBadge status={order.payment_status} withLabel />
        <OrderStatusBadge status={order.order_status} withLabel />
      </p>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="space-y-5">
          <Card>
            <CardHeader className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-ink">Items</h2>
              {vendor && (
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                  <span className="flex items-center gap-1.5">
                    <Store className="size-4 text-ink-subtle" aria-hidden="true" />
                    {vendor.name}
                  </span>
                  <span className="flex items-center gap-1.5">
                    <Phone className="size-4 text-ink-subtle" aria-hidden="true" />
                    {vendor.mobile}
                  </span>
                </p>
              )}
            </CardHeader>
            <CardBody>
              <VendorOrderItems items={order.items} />
            </CardBody>
          </Card>
          <Section title="Shipping info">
            <ShippingInfo shipping={order.shipping} />
          </Section>
        </div>
        <div className="space-y-5">
          <Section title="Order status">
            <OrderStatusControl order={order} />
          </Section>
          {order.shipment && (
            <Section title="Shipment">
              <OrderShipment oid={order.oid} shipment={order.shipment} />
            </Section>
          )}
          <Section title="Summary">
            <PriceBreakdown
              amounts={{
                subTotal: summary.sub_total,
                shipping: summary.shipping_amount,
                tax: summary.tax_fee,
                serviceFee: summary.service_fee,
                saved: summary.saved,
                total: summary.total,
              }}
              discountRow="total-discount"
            />
          </Section>
        </div>
      </div>
    </>
  );
}

function OrderNotFound() {
  return (
    <>
      <PageTitle title="Order not found" actions={backToOrders} />
      <EmptyState
        icon={SearchX}
        title="This order has none of your items"
        description="Check the link, or find it in your orders."
      />
    </>
  );
}

/** Spec §2 "Order detail" (`/vendor/orders/:order_oid/`): this shop's lines of one order, and its status control. */
export default function VendorOrderDetailPage() {
  const { order_oid = '' } = useParams();
  const vendorId = useVendorId();
  const valid = orderOidSchema.safeParse(order_oid).success;
  const { data, isPending, isError, error, refetch, isRefetching } = useVendorOrder(
    vendorId,
    valid ? order_oid : '',
  );
  useDocumentTitle(`Order #${order_oid}`);
  if (!valid || (isError && error instanceof ApiError && error.status === 404)) return <OrderNotFound />;
  if (isError) {
    return (
      <ErrorState
        title="Could not load the order"
        error={error}
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (isPending) {
    return (
      <div className="space-y-5" aria-busy="true">
        <Skeleton className="h-9 w-64" />
        <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="h-80" />
          <Skeleton className="h-64" />
        </div>
      </div>
    );
  }
  return <OrderView order={data} />;
}
