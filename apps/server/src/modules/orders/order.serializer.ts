import { type Order, paisaToDecimal } from '@pasal/domain';
import { mediaUrl } from '../media/image-variants.ts';
import { isPlaced, type OrderDetail } from './order-detail.service.ts';
import { isExpired } from './order-expiry.ts';

type OrderRow = OrderDetail['order'];

/** Whom and where an order goes to, as the API names it. */
export function shippingContact(order: OrderRow) {
  return {
    full_name: order.fullName,
    email: order.email,
    mobile: order.mobile,
    address: order.address,
    city: order.city,
    state: order.state,
    country: order.country,
  };
}

/**
 * An order as the API answers it (`orderSchema`): money as decimal strings, images as URLs.
 * `unpaidOrderMinutes` (config) says when an unpaid order reads as expired.
 */
export function serializeOrder(
  origin: string,
  { order, items, vendors }: OrderDetail,
  unpaidOrderMinutes: number,
): Order {
  return {
    oid: order.oid,
    date: order.createdAt.toISOString(),
    ...shippingContact(order),
    sub_total: paisaToDecimal(order.subTotal),
    shipping_amount: paisaToDecimal(order.shippingAmount),
    tax_fee: paisaToDecimal(order.taxFee),
    service_fee: paisaToDecimal(order.serviceFee),
    saved: paisaToDecimal(order.saved),
    cod_rounding: paisaToDecimal(order.codRounding),
    total: paisaToDecimal(order.total),
    payment_status: order.paymentStatus,
    order_status: order.orderStatus,
    payment_method: order.paymentMethod,
    placed: isPlaced(order),
    expired: isExpired(order, unpaidOrderMinutes),
    buyer: order.buyerId,
    vendor: vendors.map((v) => ({ ...v, image: mediaUrl(origin, v.image, 'thumb') })),
    orderitem: serializeOrderItems(origin, items),
  };
}

/** An order's lines as the API answers them (each with its product, vendor and coupons). */
export function serializeOrderItems(origin: string, items: OrderDetail['items']): Order['orderitem'] {
  return items.map(({ item, product, vendor, coupons }) => ({
    id: item.id,
    product: { ...product, image: mediaUrl(origin, product.image, 'thumb') },
    qty: item.qty,
    size: item.size,
    color: item.color,
    price: paisaToDecimal(item.price),
    sub_total: paisaToDecimal(item.subTotal),
    shipping_amount: paisaToDecimal(item.shippingAmount),
    service_fee: paisaToDecimal(item.serviceFee),
    tax_fee: paisaToDecimal(item.taxFee),
    line_total: paisaToDecimal(item.subTotal - item.saved),
    total: paisaToDecimal(item.total),
    initial_total: paisaToDecimal(item.initialTotal),
    saved: paisaToDecimal(item.saved),
    order_status: item.orderStatus,
    vendor: { ...vendor, image: mediaUrl(origin, vendor.image, 'thumb') },
    coupon: coupons.map((c) => ({ code: c.code, discount: c.discount })),
  }));
}
