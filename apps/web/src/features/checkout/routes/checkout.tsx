import {
  CHECKOUT_PROGRESS_PERCENT,
  everyVendorHasCoupon,
  formatOrderNumber,
  type Order,
  orderHasCoupon,
} from '@pasal/domain';
import { Link, useParams } from 'react-router';
import { Container } from '../../../components/layout/container.tsx';
import { OrderContact } from '../../../components/order/order-contact.tsx';
import { OrderSummary } from '../../../components/order/order-summary.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ProgressSteps } from '../../../components/ui/progress-steps.tsx';
import { CouponForm } from '../components/coupon-form.tsx';
import { OrderGate } from '../components/order-gate.tsx';
import { OrderSettled } from '../components/order-settled.tsx';
import { PaymentPanel } from '../components/payment-panel.tsx';
import { isPayable } from '../lib/order-state.ts';

const STEPS = ['Cart', 'Payment', 'Confirm'] as const;

function CheckoutView({ order }: { order: Order }) {
  const payable = isPayable(order);
  return (
    <Container className="py-6 sm:py-10">
      <PageTitle title="Checkout" description={`Order ${formatOrderNumber(order.oid)}`} />
      <ProgressSteps
        steps={STEPS}
        percent={CHECKOUT_PROGRESS_PERCENT}
        label="Checkout progress"
        className="mb-8"
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        {/* First in reading order so a phone shows what is being paid before the button; beside it on desktop. */}
        <Card className="lg:sticky lg:top-36 lg:col-start-2 lg:row-start-1">
          <CardBody>
            <OrderSummary order={order} />
          </CardBody>
        </Card>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <Card>
            <CardBody>
              <div className="mb-4 flex items-baseline justify-between gap-3">
                <h2 className="text-lg font-semibold text-ink">Delivery</h2>
                {payable && (
                  <Link to="/cart/" className="text-sm font-semibold text-brand-700 hover:underline">
                    Change<span className="sr-only"> delivery details</span>
                  </Link>
                )}
              </div>
              <OrderContact order={order} headingLevel="h3" />
            </CardBody>
          </Card>
          <Card>
            <CardBody className="space-y-6">
              {payable ? (
                <>
                  <CouponForm
                    oid={order.oid}
                    applied={orderHasCoupon(order)}
                    complete={everyVendorHasCoupon(order)}
                  />
                  <PaymentPanel order={order} />
                </>
              ) : (
                <OrderSettled order={order} />
              )}
            </CardBody>
          </Card>
        </div>
      </div>
    </Container>
  );
}

/** Spec §2 "Checkout payment step": coupon, payment method and the order summary. */
export default function CheckoutPage() {
  const { order_oid = '' } = useParams();
  return <OrderGate oid={order_oid}>{(order) => <CheckoutView order={order} />}</OrderGate>;
}
