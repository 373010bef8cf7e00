/**
 * How many items a cart holds: the sum of its lines' quantities. The header badge and the cart
 * page both count with this, so "2 × phone + 1 case" reads 3 in both places.
 */
export function countCartItems(lines: readonly { qty: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, Math.trunc(line.qty)), 0);
}
