import {
  canTransitionOrder,
  canTransitionPayment,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@pasal/domain';
import { type Column, inArray, type SQL } from 'drizzle-orm';

/**
 * STYLE.md "Statuses are data": each status change the server makes is a conditional UPDATE
 * whose condition comes from the domain's transition tables. Check and write are one statement,
 * so two requests cannot both move a row, and a row whose status may not become `to` is left
 * as it is (the update matches nothing and the caller reads what the row is instead).
 */

/** The row's order (or order item) status may become `to`. */
export function orderStatusMayBecome(column: Column, to: OrderStatus): SQL {
  return inArray(
    column,
    ORDER_STATUSES.filter((from) => canTransitionOrder(from, to)),
  );
}

/** The row's payment status (an order's, or a payment attempt's) may become `to`. */
export function paymentStatusMayBecome(column: Column, to: PaymentStatus): SQL {
  return inArray(
    column,
    PAYMENT_STATUSES.filter((from) => canTransitionPayment(from, to)),
  );
}
