import type { CustomerOrderDetail, Order } from '@pasal/domain';
import { formatNprDecimal, formatOrderNumber } from '@pasal/domain/plain';
import { CreditCard, FileText, Truck } from 'lucide-react';
import { useParams } from 'react-router';
import { OrderContact } from '../../../components/order/order-contact.tsx';
import { OrderFacts } from '../../../components/order/order-facts.tsx';
import { orderAmounts } from '../../../components/order/order-summary.tsx';
import { PriceBreakdown } from '../../../components/order/price-breakdown.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { PageTitle, useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { formatDate } from '../../../lib/format.ts';
import { CancelOrderButton } from '../components/cancel-order-button.tsx';
import { CustomerOrderGate } from '../components/customer-order-gate.tsx';
import { OrderRefunds } from '../components/order-refunds.tsx';
import { VendorParts } from '../components/vendor-parts.tsx';
import { orderCancellable, paidOnline } from '../lib/cancellable.ts';

/** An order created at checkout but never paid (nor placed as cash on delivery) can still be paid. */
const awaitsPayment = (order: Order) =>
  !order.placed && order.order_status !== 'cancelled' && ['pending', 'failed'].includes(order.payment_status);

function OrderView({ order }: { order: CustomerOrderDetail }) {
  return (
    <>
      <PageTitle
        title={`Order #${formatOrderNumber(order.oid)}`}
        description={`Placed on ${formatDate(order.date)}`}
        actions={
          <>
            <LinkButton to={`/track-order/${order.oid}`} variant="secondary">
              <Truck className="size-4" aria-hidden="true" />
              Track
            </LinkButton>
            <LinkButton to={`/customer/invoice/${order.oid}`} variant="secondary">
              <FileText className="size-4" aria-hidden="true" />
              Invoice
            </LinkButton>
          </>
        }
      />
      {awaitsPayment(order) && (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning-600/30 bg-warning-50 p-4">
          <p className="text-sm text-ink">
            <strong className="font-semibold">This order is not paid yet.</strong> Pay{' '}
            {formatNprDecimal(order.total)} to have it packed and sent.
          </p>
          <LinkButton to={`/checkout/${order.oid}/`} size="sm">
            <CreditCard className="size-4" aria-hidden="true" />
            Complete Payment
          </LinkButton>
        </div>
      )}
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <div className="space-y-5">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold text-ink">Items</h2>
            </CardHeader>
            <CardBody>
              <VendorParts order={order} />
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <OrderContact order={order} />
            </CardBody>
          </Card>
        </div>
        <div className="space-y-5">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold text-ink">Summary</h2>
            </CardHeader>
            <CardBody className="space-y-4">
              <OrderFacts order={order} />
              {orderCancellable(order) && <CancelOrderButton oid={order.oid} paid={paidOnline(order)} />}
            </CardBody>
          </Card>
          {order.refunds.length > 0 && (
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold text-ink">Refunds</h2>
              </CardHeader>
              <CardBody>
                <OrderRefunds refunds={order.refunds} />
              </CardBody>
            </Card>
          )}
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold text-ink">Price details</h2>
            </CardHeader>
            <CardBody>
              <PriceBreakdown amounts={orderAmounts(order)} />
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}

/** Spec §2 "/customer/order/{order_oid}/": one order in full, with Track and Invoice. */
export default function CustomerOrderDetailPage() {
  const { order_oid = '' } = useParams();
  useDocumentTitle(`Order #${formatOrderNumber(order_oid)}`);
  return <CustomerOrderGate oid={order_oid}>{(order) => <OrderView order={order} />}</CustomerOrderGate>;
}
