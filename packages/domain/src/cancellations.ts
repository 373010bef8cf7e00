import { z } from 'zod';
import { moneyString } from './catalog.ts';
import { orderItemSchema, orderOidSchema, orderSchema } from './orders.ts';
import { canTransitionOrder, type OrderStatus, PAYMENT_METHODS } from './statuses.ts';

/**
 * Contracts of cancellations and refunds (issue 17, PRODUCT.md "Orders after checkout"): a
 * vendor or the customer cancels a part of an order that has not shipped, its stock goes back,
 * and money captured online for it is refunded through the provider (or owed where the provider
 * has no refund call).
 */

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Who cancelled a line (`order_items.cancelled_by`). */
export const CANCELLED_BY = ['vendor', 'customer'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * Why money goes back: a cancel by the shop or the shopper, or a payment that could not pay its
 * order (the last unit sold meanwhile, the listing withdrawn, the order paid by another attempt,
 * cancelled, or its total changed after a coupon).
 */
export const REFUND_CAUSES = [
  'vendor_cancelled',
  'customer_cancelled',
  'sold_out',
  'withdrawn',
  'already_paid',
  'order_cancelled',
  'total_changed',
] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/** The refund's reason as the customer reads it. */
export const REFUND_CAUSE_LABELS: Record<RefundCause, string> = {
  vendor_cancelled: 'The shop cancelled these items.',
  customer_cancelled: 'You cancelled these items.',
  sold_out: 'An item sold out while you were paying.',
  withdrawn: 'An item was withdrawn from sale while you were paying.',
  already_paid: 'The order was already paid by another payment.',
  order_cancelled: 'The order was cancelled before this payment arrived.',
  total_changed: "The order's total changed after this payment began.",
};

/**
 * Stored refund statuses: `pending` until the provider answers; `refunded` once it has;
 * `owed` where the provider has no refund call (paid back by hand); `failed` when the provider
 * kept refusing (also paid back by hand).
 */
export const REFUND_STATUSES = ['pending', 'refunded', 'owed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the customer is told: a refund that failed at the provider is still money owed to them. */
export const CUSTOMER_REFUND_STATUSES = ['pending', 'refunded', 'owed'] as const;
export type CustomerRefundStatus = (typeof CUSTOMER_REFUND_STATUSES)[number];

export function customerRefundStatus(status: RefundStatus): CustomerRefundStatus {
  return status === 'failed' ? 'owed' : status;
}

export const CUSTOMER_REFUND_STATUS_LABELS: Record<CustomerRefundStatus, string> = {
  pending: 'Refund pending',
  refunded: 'Refunded',
  owed: 'Refund owed',
};

/** What a customer is told about each status, under the amount. */
export const CUSTOMER_REFUND_STATUS_NOTES: Record<CustomerRefundStatus, string> = {
  pending: 'We are returning this to your payment method.',
  refunded: 'Returned to your payment method.',
  owed: 'Your payment method has no automatic refund; we will pay this back to you directly.',
};

/** A refund as the customer sees it on the order. */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: moneyString,
  status: z.enum(CUSTOMER_REFUND_STATUSES),
  reason: z.enum(REFUND_CAUSES),
  /** The reason in words (REFUND_CAUSE_LABELS). */
  reason_text: z.string(),
  /** The payment method the money went to. */
  payment_method: z.enum(PAYMENT_METHODS),
  /** The shop whose part it was; null when it is a whole payment. */
  vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the refund was recorded, or last changed status (refunded, owed). */
  date: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** An order line as its customer sees it: who cancelled it, when it was cancelled. */
export const customerOrderItemSchema = orderItemSchema.extend({
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
});
export type CustomerOrderItem = z.infer<typeof customerOrderItemSchema>;

/**
 * `GET customer/order/{user_id}/{order_oid}/`: the order of spec §3 with who cancelled each
 * line and the money going back.
 */
export const customerOrderDetailSchema = orderSchema.extend({
  orderitem: z.array(customerOrderItemSchema),
  refunds: z.array(orderRefundSchema),
});
export type CustomerOrderDetail = z.infer<typeof customerOrderDetailSchema>;

/** `POST customer/order/cancel/{user_id}/{order_oid}/`: the whole order (every part not shipped). */
export const cancelOrderParamsSchema = z.object({ user_id: positiveId, order_oid: orderOidSchema });
/** `POST customer/order/cancel/{user_id}/{order_oid}/{vendor_id}/`: one shop's part. */
export const cancelOrderPartParamsSchema = cancelOrderParamsSchema.extend({ vendor_id: positiveId });

/** `unchanged`: it was already cancelled, so repeating the call changed nothing. */
export const cancelOrderResultSchema = z.object({
  status: z.enum(['cancelled', 'unchanged']),
  message: z.string(),
});
export type CancelOrderResult = z.infer<typeof cancelOrderResultSchema>;

export const CANCEL_MESSAGES = {
  orderCancelled: 'Your order has been cancelled.',
  partCancelled: 'These items have been cancelled.',
  alreadyCancelled: 'This was already cancelled.',
  /** 409: a part handed to the courier can no longer be cancelled. */
  shipped: 'These items have already shipped and can no longer be cancelled.',
  orderShipped: 'Every part of this order has shipped, so it can no longer be cancelled.',
  notInOrder: 'This shop has no items in this order.',
  /** 409: an unpaid order is cancelled whole, so a payment arriving later pays for all of it or none. */
  notPlaced: 'This order is not paid yet: cancel the whole order instead.',
  confirmOrder: 'Cancel this order? Items that have not shipped will be cancelled.',
  confirmPart: 'Cancel these items from this shop?',
  confirmYes: 'Yes, cancel',
  confirmNo: 'Keep them',
  refundNote: 'Any payment for them will be refunded.',
} as const;

/** Whether a line (or a shop's part) may still be cancelled: only before it ships. */
export function mayCancel(status: OrderStatus): boolean {
  return canTransitionOrder(status, 'cancelled');
}
