import { generateCartId } from '@pasal/domain';
import { calendarMonth, nepalMonthOf, nepalMonthStart } from '../../modules/vendor-dashboard/chart-months.ts';
import type { Db } from '../client.ts';
import { drawBuyer } from './demo-buyers.ts';
import { createOrders, type Order, type OrderInput, type OrderItemInput } from './factories.ts';
import { SEED_NOW } from './plan-catalog.ts';
import type { Random } from './random.ts';
import type { SeedWorld } from './seed-world.ts';

/** Months of trade before the seed's own month: the dashboard's longest range. */
export const HISTORY_MONTHS = 12;

/** Orders a shop took a month a year ago: the demo vendor's shop is the busiest, the others vary. */
const openingPace = (vendorIndex: number) => (vendorIndex === 0 ? 5 : 2 + (vendorIndex % 3));
/** Each month sells this much of the first month's pace more than the one before. */
const GROWTH = 0.12;
/** The festival season (Dashain, then Tihar) makes October the busiest month. */
const FESTIVAL_MONTH = 10;
const FESTIVAL_RUSH = 1.3;
/** A share of checkouts whose payment failed or was abandoned: never placed. */
const UNPLACED = 0.06;
/** Orders older than this have been delivered; newer ones are on their way. */
const DELIVERY_DAYS = 10;
const DAY = 86_400_000;

type Method = NonNullable<Order['paymentMethod']>;

/** Cash on delivery is how most of Nepal pays; then cards, ConnectIPS, PayPal. */
function drawMethod(r: Random): Method {
  const x = r.next();
  return x < 0.45 ? 'cod' : x < 0.7 ? 'stripe' : x < 0.9 ? 'connectips' : 'paypal';
}

/** Where an order placed at `placed` stands at SEED_NOW (`mayFail`: it may be an unplaced one). */
function drawOutcome(r: Random, placed: Date, mayFail: boolean) {
  const method = drawMethod(r);
  if (mayFail && r.chance(UNPLACED)) {
    const online: Method = method === 'cod' ? 'stripe' : method;
    return r.chance(0.5)
      ? { paymentMethod: online, paymentStatus: 'failed' as const, orderStatus: 'pending' as const }
      : { paymentMethod: online, paymentStatus: 'cancelled' as const, orderStatus: 'cancelled' as const };
  }
  if (SEED_NOW.getTime() - placed.getTime() > DELIVERY_DAYS * DAY) {
    // Cash on delivery was collected on delivery: those are paid too.
    return { paymentMethod: method, paymentStatus: 'paid' as const, orderStatus: 'delivered' as const };
  }
  return {
    paymentMethod: method,
    paymentStatus: method === 'cod' ? ('pending' as const) : ('paid' as const),
    orderStatus: 'shipped' as const,
  };
}

/**
 * A year of trade for every demo shop (issue 16: the dashboard's charts and stats show a real
 * trend): each of the 12 Nepal months before SEED_NOW's month has placed orders in every shop,
 * more each month and most at festival time. Only products the shop had listed by then are sold.
 * Deterministic (its own PRNG, `r`), written in a few multi-row inserts.
 */
export async function seedOrderHistory(
  db: Db,
  world: SeedWorld,
  r: Random,
  usedOids: Set<string>,
  serviceFeePercent?: number,
): Promise<number> {
  const { vendors, products, catalog, customers } = world;
  const newOid = () => {
    let oid = r.token(12);
    while (usedOids.has(oid)) oid = r.token(12);
    usedOids.add(oid);
    return oid;
  };
  const line = (index: number): OrderItemInput => {
    const product = products[index];
    const plan = catalog[index];
    if (!product || !plan) throw new Error(`no product ${index}`);
    const qty = plan.category === 'accessories' ? r.int(1, 3) : r.chance(0.15) ? 2 : 1;
    const item: OrderItemInput = { productId: product.id, qty };
    if (product.sizes.length) item.size = r.pick(product.sizes).name;
    if (product.colors.length) item.color = r.pick(product.colors).name;
    return item;
  };

  const firstMonth = nepalMonthOf(SEED_NOW) - HISTORY_MONTHS;
  const inputs: OrderInput[] = [];
  for (const vendorIndex of vendors.keys()) {
    const range = catalog.flatMap((p, i) => (p.vendorIndex === vendorIndex ? [i] : []));
    for (let k = 0; k < HISTORY_MONTHS; k++) {
      const month = firstMonth + k;
      const opens = nepalMonthStart(month).getTime();
      const minutes = (nepalMonthStart(month + 1).getTime() - opens) / 60_000;
      const rush = calendarMonth(month) === FESTIVAL_MONTH ? FESTIVAL_RUSH : 1;
      const pace = openingPace(vendorIndex) * (1 + GROWTH * k) * rush;
      const count = Math.max(1, Math.round(pace * (0.85 + 0.3 * r.next())));
      for (let n = 0; n < count; n++) {
        const placed = new Date(opens + r.int(0, minutes - 1) * 60_000);
        const listed = range.filter((i) => (catalog[i]?.createdAt ?? SEED_NOW) < placed);
        const first = r.pick(listed);
        const second = r.chance(0.25) ? r.pick(listed) : first;
        inputs.push({
          oid: newOid(),
          cartId: generateCartId(r.next),
          ...drawBuyer(r, customers),
          country: 'Nepal',
          items: [first, ...(second === first ? [] : [second])].map(line),
          // The month's first order is placed whatever happens to the others.
          ...drawOutcome(r, placed, n > 0),
          taxRateBp: 1300,
          createdAt: placed,
          ...(serviceFeePercent === undefined ? {} : { serviceFeePercent }),
        });
      }
    }
  }
  await createOrders(db, inputs);
  return inputs.length;
}
