import {
  nextOrderStatuses,
  paisaToDecimal,
  type VendorOrderDetail,
  type VendorOrderRow,
  type VendorShipment,
} from '@pasal/domain';
import type { Shipment } from '../logistics/shipments.service.ts';
import { serializeOrderItems } from '../orders/order.serializer.ts';
import type { VendorOrderDetailRow } from './vendor-order-detail.service.ts';
import type { VendorOrderListRow } from './vendor-orders-list.service.ts';

/** The shop's parcel as its order screens show it; the tracking page is the buyer's. */
export function serializeShipment(publicUrl: string, oid: string, s: Shipment | null): VendorShipment | null {
  if (!s) return null;
  return {
    booking_status: s.bookingStatus,
    booking_error: s.bookingStatus === 'failed' ? s.bookingError : null,
    tracking_id: s.courierOrderId,
    courier_status: s.courierOrderId === null ? null : s.currentStatus,
    cod_amount: paisaToDecimal(s.codCharge),
    from_branch: s.fromBranch,
    to_branch: s.toBranch,
    tracking_url: `${publicUrl}/track-order/${oid}`,
  };
}

export function serializeVendorOrderDetail(
  origin: string,
  publicUrl: string,
  { order, items, status, summary, shipment }: VendorOrderDetailRow,
): VendorOrderDetail {
  return {
    oid: order.oid,
    date: order.createdAt.toISOString(),
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    order_status: status,
    next_statuses: [...nextOrderStatuses(status)],
    item_count: items.reduce((sum, row) => sum + row.item.qty, 0),
    // The order's own serializer, over this shop's lines only.
    items: serializeOrderItems(origin, items),
    shipping: {
      full_name: order.fullName,
      address: order.address,
      city: order.city,
      state: order.state,
      country: order.country,
      email: order.email,
      mobile: order.mobile,
    },
    summary: {
      sub_total: paisaToDecimal(summary.subTotal),
      shipping_amount: paisaToDecimal(summary.shipping),
      tax_fee: paisaToDecimal(summary.tax),
      service_fee: paisaToDecimal(summary.serviceFee),
      saved: paisaToDecimal(summary.saved),
      total: paisaToDecimal(summary.total),
    },
    shipment: serializeShipment(publicUrl, order.oid, shipment),
  };
}

export function serializeVendorOrderRow(row: VendorOrderListRow): VendorOrderRow {
  return {
    oid: row.oid,
    date: row.createdAt.toISOString(),
    full_name: row.fullName,
    email: row.email,
    item_count: Number(row.itemCount),
    total: paisaToDecimal(Number(row.total)),
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    order_status: row.orderStatus,
  };
}
