import { PAISA_PER_RUPEE, type Paisa } from './money.ts';

/**
 * Cash on delivery is collected in whole rupees, rounded down in the shopper's favour. Each
 * courier parcel (a shop's part of the order) collects its own amount, so each part is rounded
 * on its own and the order's rounding is the sum of theirs: the order's total is then exactly
 * what the couriers collect.
 */

/** A part's amount to collect: its total without the paisa. */
export function codCollectable(partTotal: Paisa): Paisa {
  return partTotal - (partTotal % PAISA_PER_RUPEE);
}

/** The order's rounding: the paisa each part's amount drops, added up. */
export function codRounding(partTotals: readonly Paisa[]): Paisa {
  return partTotals.reduce((sum, total) => sum + (total - codCollectable(total)), 0);
}

/** The rounding of an order's lines (each with its shop and total), shop by shop. */
export function codRoundingOfLines(lines: readonly { vendorId: number; total: Paisa }[]): Paisa {
  const parts = new Map<number, Paisa>();
  for (const line of lines) parts.set(line.vendorId, (parts.get(line.vendorId) ?? 0) + line.total);
  return codRounding([...parts.values()]);
}

/** The row every order summary shows for the rounding (with the amount as `−Rs. 0.xx`). */
export const COD_ROUNDING_LABEL = 'Rounded off (cash on delivery)';
