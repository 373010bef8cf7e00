import type { OrderTotals, PricedLine } from '@pasal/domain';

/** The money columns orders and order items share. */
export interface StoredAmounts {
  subTotal: number;
  shippingAmount: number;
  taxFee: number;
  serviceFee: number;
  saved: number;
  total: number;
}

/** A stored order or item in the shape of the domain's pricing functions. */
export function storedTotals(row: StoredAmounts): OrderTotals {
  return {
    subTotal: row.subTotal,
    shipping: row.shippingAmount,
    tax: row.taxFee,
    serviceFee: row.serviceFee,
    saved: row.saved,
    total: row.total,
  };
}

/** Totals (or a priced line) as orders and order items store them. */
export function amountColumns(totals: OrderTotals): StoredAmounts {
  return {
    subTotal: totals.subTotal,
    shippingAmount: totals.shipping,
    taxFee: totals.tax,
    serviceFee: totals.serviceFee,
    saved: totals.saved,
    total: totals.total,
  };
}

/** An order item's money columns; `initialTotal` is what the line cost before any coupon. */
export function itemAmountColumns(priced: PricedLine) {
  return { price: priced.price, ...amountColumns(priced), initialTotal: priced.total + priced.saved };
}
