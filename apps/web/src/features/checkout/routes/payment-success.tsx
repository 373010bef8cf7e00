import type { Order } from '@pasal/domain';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Container } from '../../../components/layout/container.tsx';
import { OrderContact } from '../../../components/order/order-contact.tsx';
import { OrderSummary } from '../../../components/order/order-summary.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { OrderGate } from '../components/order-gate.tsx';
import { ResultActions } from '../components/result-actions.tsx';
import { ResultHeader } from '../components/result-header.tsx';
import { usePaymentVerification } from '../hooks/use-payment-verification.ts';
import { readPaymentReturn } from '../lib/payment-return.ts';
import { fromOrder } from '../lib/result-state.ts';

function ResultView({ order }: { order: Order }) {
  const [params] = useSearchParams();
  const found = useMemo(() => readPaymentReturn(params), [params]);
  const verified = usePaymentVerification(order.oid, found);
  const state = verified ?? fromOrder(order);
  return (
    <Container className="max-w-4xl space-y-6 py-6 sm:py-10">
      <ResultHeader state={state} order={order} />
      <ResultActions order={order} />
      <Card>
        <CardBody>
          <OrderContact order={order} />
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <OrderSummary order={order} title="Order items" />
        </CardBody>
      </Card>
    </Container>
  );
}

/** Spec §2 "Payment result": verifies the provider's return once, then shows the order. */
export default function PaymentResultPage() {
  const { order_oid = '' } = useParams();
  return <OrderGate oid={order_oid}>{(order) => <ResultView order={order} />}</OrderGate>;
}
