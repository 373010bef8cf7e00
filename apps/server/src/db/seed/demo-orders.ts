import { generateCartId } from '@pasal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notifications, orderItems, orders, products } from '../schema/index.ts';
import { BRANCH_BY_CITY } from './data/categories.ts';
import { ADDRESSES, GUEST_NAMES } from './data/people.ts';
import { VENDOR_DATA } from './data/vendors.ts';
import { guestEmail, guestMobile } from './demo-buyers.ts';
import {
  type CreatedOrder,
  createOrder,
  createShipment,
  type Order,
  type OrderItemInput,
} from './factories.ts';
import { daysBefore } from './plan-catalog.ts';
import type { Random } from './random.ts';
import { NCM_FLOW, SAMPLE_ORDERS } from './sample-orders.ts';
import type { SeedWorld } from './seed-world.ts';

type Scenario = [Order['paymentStatus'], Order['orderStatus'], NonNullable<Order['paymentMethod']>, number];

/**
 * [payment status, order status, method, how many] — every status appears, in the mix a real
 * shop sees: mostly delivered, some in flight, a few unpaid, failed and cancelled.
 */
const SCENARIOS: Scenario[] = [
  ['paid', 'delivered', 'cod', 9],
  ['paid', 'delivered', 'stripe', 5],
  ['paid', 'delivered', 'connectips', 4],
  ['paid', 'delivered', 'paypal', 2],
  ['paid', 'shipped', 'stripe', 4],
  ['pending', 'shipped', 'cod', 4],
  ['paid', 'processing', 'connectips', 4],
  ['pending', 'processing', 'cod', 4],
  ['paid', 'pending', 'stripe', 4],
  ['pending', 'pending', 'stripe', 3],
  ['pending', 'pending', 'paypal', 2],
  ['failed', 'pending', 'connectips', 3],
  ['failed', 'cancelled', 'stripe', 2],
  ['cancelled', 'cancelled', 'paypal', 2],
  ['pending', 'cancelled', 'cod', 5],
];

/** How long ago orders in each state were placed: delivered ones are old, pending ones fresh. */
const AGE_DAYS: Record<Order['orderStatus'], [number, number]> = {
  delivered: [20, 364],
  shipped: [2, 12],
  processing: [1, 8],
  pending: [0, 6],
  cancelled: [5, 300],
};

export interface SeededOrders {
  count: number;
  /** Every oid used, so later orders take others. */
  oids: Set<string>;
}

export async function seedOrders(
  db: Db,
  world: SeedWorld,
  r: Random,
  serviceFeePercent?: number,
): Promise<SeededOrders> {
  const { customers, products: productRows, catalog, coupons, vendors } = world;
  const usedOids = new Set<string>(SAMPLE_ORDERS.map((s) => s.oid));
  const newOid = () => {
    let oid = r.token(12);
    while (usedOids.has(oid)) oid = r.token(12);
    usedOids.add(oid);
    return oid;
  };
  const created: { result: CreatedOrder; buyerId: number | null }[] = [];
  const fee = serviceFeePercent === undefined ? {} : { serviceFeePercent };

  const line = (index: number, qtyMax = 2): OrderItemInput => {
    const product = productRows[index];
    if (!product) throw new Error(`no product ${index}`);
    const item: OrderItemInput = { productId: product.id, qty: r.int(1, qtyMax) };
    if (product.sizes.length) item.size = r.pick(product.sizes).name;
    if (product.colors.length) item.color = r.pick(product.colors).name;
    return item;
  };

  const jobs = SCENARIOS.flatMap(([pay, status, method, n]) =>
    Array.from({ length: n }, () => [pay, status, method] as const),
  );
  for (const [index, [paymentStatus, orderStatus, paymentMethod]] of r.shuffle(jobs).entries()) {
    const [minAge, maxAge] = AGE_DAYS[orderStatus];
    const placed = new Date(daysBefore(maxAge).getTime() + r.int(0, (maxAge - minAge) * 1440) * 60_000);
    // The demo customer has a handful of orders; a fifth of the rest are guests.
    const guest = index % 9 === 4;
    const customer = index % 8 === 0 ? customers[0] : r.pick(customers.slice(1));
    const onSale = catalog.flatMap((p, i) => (p.stockQty > 0 && p.createdAt < placed ? [i] : []));
    const first = r.pick(onSale);
    const indexes = [first];
    const extra = r.chance(0.3) ? 1 + (r.chance(0.3) ? 1 : 0) : 0;
    for (let k = 0; k < extra; k++) {
      // Prefer another shop, so multi-vendor orders are common.
      const others = onSale.filter((i) => catalog[i]?.vendorIndex !== catalog[first]?.vendorIndex);
      const pick = r.pick(others.length ? others : onSale);
      if (!indexes.includes(pick)) indexes.push(pick);
    }
    const firstVendor = productRows[first]?.vendorId;
    const coupon = r.chance(0.22) ? coupons.find((c) => c.vendorId === firstVendor && c.active) : undefined;
    const home = guest ? r.pick(ADDRESSES) : customer?.profile;
    const guestName = r.pick(GUEST_NAMES);
    const result = await createOrder(db, {
      oid: newOid(),
      buyerId: guest ? null : (customer?.id ?? null),
      cartId: generateCartId(r.next),
      fullName: guest ? guestName : (customer?.fullName ?? ''),
      email: guest ? guestEmail(guestName) : (customer?.email ?? ''),
      mobile: guest ? guestMobile(r) : (customer?.phone ?? ''),
      address: home?.address ?? '',
      city: home?.city ?? 'Kathmandu',
      state: home?.state ?? 'Bagmati',
      country: 'Nepal',
      items: indexes.map((i) => line(i, catalog[i]?.category === 'accessories' ? 3 : 2)),
      couponIds: coupon ? [coupon.id] : [],
      paymentStatus,
      orderStatus,
      paymentMethod,
      taxRateBp: 1300,
      createdAt: placed,
      ...fee,
    });
    created.push({ result, buyerId: guest ? null : (customer?.id ?? null) });
  }

  const demo = customers[0];
  for (const sample of SAMPLE_ORDERS) {
    const placed = daysBefore(sample.placedDaysAgo);
    const indexes = sample.slugs.map((slug) => catalog.findIndex((p) => p.slug === slug));
    const result = await createOrder(db, {
      oid: sample.oid,
      buyerId: demo?.id ?? null,
      fullName: demo?.fullName ?? '',
      email: demo?.email ?? '',
      mobile: demo?.phone ?? '',
      ...sample.address,
      country: 'Nepal',
      items: indexes.map((i) => ({ ...line(i, 1), qty: 1 })),
      paymentStatus: sample.paymentStatus,
      orderStatus: sample.orderStatus,
      paymentMethod: sample.paymentMethod,
      taxRateBp: 1300,
      createdAt: placed,
      ...fee,
    });
    created.push({ result, buyerId: demo?.id ?? null });
    // Courier steps every ~14 hours after the order was packed (2 hours after placing).
    const at = (step: number) => new Date(placed.getTime() + (2 + step * 14) * 3_600_000);
    const vendorIndex = vendors.findIndex((v) => v.id === result.vendorIds[0]);
    await createShipment(db, {
      orderId: result.order.id,
      vendorId: result.vendorIds[0] ?? 0,
      courierOrderId: sample.courierOrderId,
      fromBranch: BRANCH_BY_CITY[VENDOR_DATA[vendorIndex]?.city ?? 'Kathmandu'] ?? 'KATHMANDU',
      toBranch: sample.toBranch,
      codCharge: sample.paymentMethod === 'cod' ? result.order.total : 0,
      deliveryCharge: sample.deliveryCharge,
      paymentStatus: sample.orderStatus === 'delivered' ? 'Collected' : 'Pending',
      events: NCM_FLOW.slice(0, sample.steps).map((status, step) => ({ status, at: at(step) })),
      comments: sample.comments.map((c) => ({
        comment: c.comment,
        addedBy: c.addedBy,
        at: at(c.afterStep - 1),
      })),
      createdAt: at(0),
    });
  }

  await notify(db, created);
  return { count: created.length, oids: usedOids };
}

/** Units sold count orders that took stock: paid, or cash on delivery not cancelled. */
export async function countUnitsSold(db: Db) {
  await db.execute(sql`
    update ${products} set orders = coalesce((
      select sum(oi.qty)::int from ${orderItems} oi join ${orders} o on o.id = oi.order_id
      where oi.product_id = ${products.id}
        and (o.payment_status = 'paid' or (o.payment_method = 'cod' and o.order_status <> 'cancelled'))
    ), 0)`);
}

/** The customer and each vendor of every paid order hear about it; older ones are read. */
async function notify(db: Db, created: { result: CreatedOrder; buyerId: number | null }[]) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const { result, buyerId } of created) {
    const { order, items } = result;
    if (order.paymentStatus !== 'paid') continue;
    const seen = order.createdAt < daysBefore(20);
    if (buyerId) rows.push({ userId: buyerId, orderId: order.id, seen, createdAt: order.createdAt });
    for (const item of items) {
      rows.push({
        vendorId: item.vendorId,
        orderId: order.id,
        orderItemId: item.id,
        seen,
        createdAt: order.createdAt,
      });
    }
  }
  if (rows.length) await db.insert(notifications).values(rows);
}
