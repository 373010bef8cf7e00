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

/**
 * An order priced from the database by the domain pricing functions, exactly as checkout
 * prices it: writes orders, order_vendors, order_items and order_item_coupons.
 */
export async function createOrder(db: Db, input: OrderInput): Promise<CreatedOrder> {
  if (input.items.length === 0) throw new Error('an order needs at least one item');
  const productIds = [...new Set(input.items.map((i) => i.productId))];
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
  const couponRows = input.couponIds?.length
    ? await db.select().from(coupons).where(inArray(coupons.id, input.couponIds))
    : [];
  const couponByVendor = new Map<number, (typeof couponRows)[number]>();
  for (const coupon of couponRows) {
    if (couponByVendor.has(coupon.vendorId)) throw new Error('one coupon per vendor per order');
    couponByVendor.set(coupon.vendorId, coupon);
  }
  const country = input.country ?? 'Nepal';
  const taxRateBp = input.taxRateBp ?? (await taxRatesFor(db, [country]))(country);

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
  const totals = sumLines(lines.map((l) => l.priced));
  const paymentStatus = input.paymentStatus ?? 'pending';
  const paymentMethod = input.paymentMethod ?? null;
  const stockTaken = input.stockTaken ?? (paymentStatus === 'paid' || paymentMethod === 'cod');
  const createdAt = input.createdAt ?? new Date();
  const orderStatus = input.orderStatus ?? 'pending';

  const [order] = await db
    .insert(orders)
    .values({
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
      ...amountColumns(totals),
      paymentStatus,
      orderStatus,
      paymentMethod,
      stockTakenAt: stockTaken ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  const vendorIds = [...new Set(lines.map((l) => l.product.vendorId))];
  await db.insert(orderVendors).values(vendorIds.map((vendorId) => ({ orderId: order.id, vendorId })));
  const items = await db
    .insert(orderItems)
    .values(
      lines.map(({ item, product, priced }) => ({
        orderId: order.id,
        productId: product.id,
        vendorId: product.vendorId,
        qty: item.qty ?? 1,
        size: item.size ?? '',
        color: item.color ?? '',
        ...itemAmountColumns(priced),
        orderStatus,
        createdAt,
      })),
    )
    .returning();
  const couponLinks = lines.flatMap((line, index) => {
    const itemId = items[index]?.id;
    return line.coupon && itemId ? [{ orderItemId: itemId, couponId: line.coupon.id, createdAt }] : [];
  });
  if (couponLinks.length) await db.insert(orderItemCoupons).values(couponLinks);
  return { order, items, vendorIds };
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
