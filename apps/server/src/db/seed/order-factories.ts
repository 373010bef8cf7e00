import { randomBytes } from 'node:crypto';
import { type LineInput, priceLine, sumLines, unitPrice } from '@pasal/domain';
import { inArray } from 'drizzle-orm';
import { taxRatesFor } from '../../modules/cart/cart-pricing.service.ts';
import { amountColumns, itemAmountColumns } from '../../modules/orders/order-lines.ts';
import type { Db } from '../client.ts';
import {
  coupons,
  orderItemCoupons,
  orderItems,
  orders,
  orderVendors,
  productSizes,
  products,
  shipmentComments,
  shipmentEvents,
  shipments,
} from '../schema/index.ts';

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type Shipment = typeof shipments.$inferSelect;
type Coupon = typeof coupons.$inferSelect;

export interface OrderItemInput {
  productId: number;
  qty?: number;
  /** A size name of the product; its own price (if any) becomes the unit price. */
  size?: string;
  color?: string;
}

export interface OrderInput {
  items: OrderItemInput[];
  buyerId?: number | null;
  cartId?: string | null;
  oid?: string;
  fullName?: string;
  email?: string;
  mobile?: string;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  /** Vendor coupons; each takes its percent off its own vendor's lines (one per vendor). */
  couponIds?: number[];
  paymentStatus?: Order['paymentStatus'];
  orderStatus?: Order['orderStatus'];
  paymentMethod?: Order['paymentMethod'];
  /** Else the country's row in tax_rates, else 13% for Nepal and 0 elsewhere. */
  taxRateBp?: number;
  serviceFeePercent?: number;
  /** Whether stock counts as taken; defaults to paid or cash on delivery. */
  stockTaken?: boolean;
  createdAt?: Date;
}

export interface CreatedOrder {
  order: Order;
  items: OrderItem[];
  vendorIds: number[];
}

/** A random order id: 12 lowercase letters and digits from crypto (unguessable). */
export function randomOid(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Rows per multi-row insert: ~25 columns a row stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

async function inChunks<Row>(rows: Row[], insert: (chunk: Row[]) => PromiseLike<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/**
 * An order priced from the database by the domain pricing functions, exactly as checkout
 * prices it: writes orders, order_vendors, order_items and order_item_coupons.
 */
export async function createOrder(db: Db, input: OrderInput): Promise<CreatedOrder> {
  const [created] = await createOrders(db, [input]);
  if (!created) throw new Error('order insert returned nothing');
  return created;
}

/** What pricing the orders needs, read once for all of them. */
async function loadPricing(db: Db, inputs: OrderInput[]) {
  const productIds = [...new Set(inputs.flatMap((input) => input.items.map((i) => i.productId)))];
  const couponIds = [...new Set(inputs.flatMap((input) => input.couponIds ?? []))];
  const untaxed = inputs.filter((input) => input.taxRateBp === undefined);
  const productRows = await db
    .select({
      id: products.id,
      price: products.price,
      shippingAmount: products.shippingAmount,
      vendorId: products.vendorId,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const sizeRows = await db.select().from(productSizes).where(inArray(productSizes.productId, productIds));
  const couponRows = couponIds.length
    ? await db.select().from(coupons).where(inArray(coupons.id, couponIds))
    : [];
  const taxRateOf = untaxed.length
    ? await taxRatesFor(
        db,
        untaxed.map((input) => input.country ?? 'Nepal'),
      )
    : () => 0;
  return { productRows, sizeRows, couponRows, taxRateOf };
}

/** One order priced line by line, as the row it is written as. */
function planOrder(input: OrderInput, { productRows, sizeRows, couponRows, taxRateOf }: Pricing) {
  if (input.items.length === 0) throw new Error('an order needs at least one item');
  const couponByVendor = new Map<number, Coupon>();
  for (const coupon of couponRows.filter((c) => input.couponIds?.includes(c.id))) {
    if (couponByVendor.has(coupon.vendorId)) throw new Error('one coupon per vendor per order');
    couponByVendor.set(coupon.vendorId, coupon);
  }
  const country = input.country ?? 'Nepal';
  const taxRateBp = input.taxRateBp ?? taxRateOf(country);
  const lines = input.items.map((item) => {
    const product = productRows.find((p) => p.id === item.productId);
    if (!product) throw new Error(`no product ${item.productId}`);
    const size = sizeRows.find((s) => s.productId === item.productId && s.name === item.size);
    const coupon = couponByVendor.get(product.vendorId);
    const line: LineInput = {
      unitPrice: unitPrice(product.price, size?.hasPrice ? size.price : null),
      qty: item.qty ?? 1,
      shippingAmount: product.shippingAmount,
      taxRateBp,
      discountPercent: coupon?.discount ?? 0,
    };
    if (input.serviceFeePercent !== undefined) line.serviceFeePercent = input.serviceFeePercent;
    return { item, product, coupon, priced: priceLine(line) };
  });
  const paymentStatus = input.paymentStatus ?? 'pending';
  const paymentMethod = input.paymentMethod ?? null;
  const stockTaken = input.stockTaken ?? (paymentStatus === 'paid' || paymentMethod === 'cod');
  const createdAt = input.createdAt ?? new Date();
  const row = {
    oid: input.oid ?? randomOid(),
    buyerId: input.buyerId ?? null,
    cartId: input.cartId ?? null,
    fullName: input.fullName ?? 'Test Customer',
    email: input.email ?? 'customer@pasal.test',
    mobile: input.mobile ?? '9800000000',
    address: input.address ?? 'Thamel Marg',
    city: input.city ?? 'Kathmandu',
    state: input.state ?? 'Bagmati',
    country,
    ...amountColumns(sumLines(lines.map((l) => l.priced))),
    paymentStatus,
    orderStatus: input.orderStatus ?? 'pending',
    paymentMethod,
    stockTakenAt: stockTaken ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
  } satisfies typeof orders.$inferInsert;
  return { row, lines, vendorIds: [...new Set(lines.map((l) => l.product.vendorId))] };
}

type Pricing = Awaited<ReturnType<typeof loadPricing>>;

/**
 * Many orders as createOrder writes one, in a few multi-row inserts whatever their number (the
 * demo seed's year of orders): what pricing needs is read once for all of them.
 */
export async function createOrders(db: Db, inputs: OrderInput[]): Promise<CreatedOrder[]> {
  const pricing = await loadPricing(db, inputs);
  const planned = inputs.map((input) => planOrder(input, pricing));
  const written: Order[] = [];
  await inChunks(
    planned.map((p) => p.row),
    async (chunk) => written.push(...(await db.insert(orders).values(chunk).returning())),
  );
  const orderByOid = new Map(written.map((order) => [order.oid, order]));
  const placed = planned.map((p) => {
    const order = orderByOid.get(p.row.oid);
    if (!order) throw new Error('order insert returned nothing');
    return { ...p, order };
  });
  await inChunks(
    placed.flatMap(({ order, vendorIds }) => vendorIds.map((vendorId) => ({ orderId: order.id, vendorId }))),
    (chunk) => db.insert(orderVendors).values(chunk),
  );
  const itemsByOrder = new Map<number, OrderItem[]>();
  await inChunks(
    placed.flatMap(({ order, lines }) =>
      lines.map(({ item, product, priced }) => ({
        orderId: order.id,
        productId: product.id,
        vendorId: product.vendorId,
        qty: item.qty ?? 1,
        size: item.size ?? '',
        color: item.color ?? '',
        ...itemAmountColumns(priced),
        orderStatus: order.orderStatus,
        createdAt: order.createdAt,
      })),
    ),
    async (chunk) => {
      // Ids are given out in insert order, so each order's items come back in the order of its lines.
      for (const item of await db.insert(orderItems).values(chunk).returning()) {
        itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
      }
    },
  );
  const created = placed.map(({ order, lines, vendorIds }) => ({
    order,
    items: (itemsByOrder.get(order.id) ?? []).sort((a, b) => a.id - b.id),
    vendorIds,
    lines,
  }));
  const couponLinks = created.flatMap(({ order, items, lines }) =>
    lines.flatMap((line, index) => {
      const itemId = items[index]?.id;
      return line.coupon && itemId
        ? [{ orderItemId: itemId, couponId: line.coupon.id, createdAt: order.createdAt }]
        : [];
    }),
  );
  if (couponLinks.length) await inChunks(couponLinks, (chunk) => db.insert(orderItemCoupons).values(chunk));
  return created.map(({ order, items, vendorIds }) => ({ order, items, vendorIds }));
}

export interface ShipmentInput {
  orderId: number;
  vendorId: number;
  courier?: string;
  courierOrderId?: string | null;
  fromBranch?: string;
  toBranch?: string;
  deliveryType?: string;
  codCharge?: number;
  deliveryCharge?: number;
  paymentStatus?: string;
  /** Status history, oldest first; the last one becomes the current status. */
  events?: { status: string; at: Date }[];
  comments?: { comment: string; addedBy: string; at: Date }[];
  createdAt?: Date;
}

/** A courier shipment with its status history and comments. */
export async function createShipment(db: Db, input: ShipmentInput): Promise<Shipment> {
  const events = input.events ?? [];
  const createdAt = input.createdAt ?? events[0]?.at ?? new Date();
  const last = events.at(-1);
  const [shipment] = await db
    .insert(shipments)
    .values({
      orderId: input.orderId,
      vendorId: input.vendorId,
      courier: input.courier ?? 'ncm',
      courierOrderId: input.courierOrderId ?? null,
      fromBranch: input.fromBranch ?? 'KATHMANDU',
      toBranch: input.toBranch ?? 'POKHARA',
      deliveryType: input.deliveryType ?? 'Door2Door',
      codCharge: input.codCharge ?? 0,
      deliveryCharge: input.deliveryCharge ?? 150_00,
      currentStatus: last?.status ?? 'Pickup Order Created',
      paymentStatus: input.paymentStatus ?? 'Pending',
      lastSyncedAt: last?.at ?? null,
      createdAt,
      updatedAt: last?.at ?? createdAt,
    })
    .returning();
  if (!shipment) throw new Error('shipment insert returned nothing');
  if (events.length) {
    await db
      .insert(shipmentEvents)
      .values(events.map((e) => ({ shipmentId: shipment.id, status: e.status, occurredAt: e.at })));
  }
  if (input.comments?.length) {
    await db.insert(shipmentComments).values(
      input.comments.map((c) => ({
        shipmentId: shipment.id,
        comment: c.comment,
        addedBy: c.addedBy,
        occurredAt: c.at,
      })),
    );
  }
  return shipment;
}
