import type { Order } from '@pasal/domain';
import { OrderFacts } from '../../../components/order/order-facts.tsx';
import { OrderItemDetails } from '../../../components/order/order-item-details.tsx';
import { orderAmounts } from '../../../components/order/order-summary.tsx';
import { PriceBreakdown } from '../../../components/order/price-breakdown.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type OrderDetailsModalProps = { order: Order; open: boolean; onClose: () => void };

/** Spec §2 payment result "a modal with order details": the order's facts and every line's amounts. */
export function OrderDetailsModal({ order, open, onClose }: OrderDetailsModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Order details"
      footer={
        <Button data-autofocus onClick={onClose} variant="secondary">
          Close
        </Button>
      }
    >
      <div className="space-y-6">
        <OrderFacts order={order} />
        <section>
          <h3 className="mb-3 font-semibold text-ink">Items</h3>
          <ul className="divide-y divide-line">
            {order.orderitem.map((item) => (
              <OrderItemDetails key={item.id} item={item} />
            ))}
          </ul>
        </section>
        <section>
          <h3 className="mb-3 font-semibold text-ink">Price details</h3>
          <PriceBreakdown amounts={orderAmounts(order)} />
        </section>
      </div>
    </Modal>
  );
}
