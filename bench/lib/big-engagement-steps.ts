/**
 * The big seed's steps for what shoppers and shops do around orders and products: coupons and
 * their use, payments, courier shipments with their history, questions, wishlists, follows and
 * open carts. Proportions are a live marketplace's; the busy shop (the first) gets its tenth, so
 * its dashboard's coupon, question and follower lists are long.
 */
import { QUESTIONS } from '@pasal/server/src/db/seed/data/reviews.ts';
import type { Offsets, Scale, Step } from './big-steps.ts';
import { hashOf, sqlText, sqlTexts, when } from './sql-literals.ts';

/** The busy shop's coupons; every other shop has two. */
export const BUSY_SHOP_COUPONS = 200;

/**
 * The orders (one in four) that used a coupon, by `orderId` (an SQL expression): hashed, since the
 * orders' statuses and methods follow `id % 10` and `id % 5`, and `id % 4` would give coupons only
 * to even orders.
 */
const couponOrders = (orderId: string) => `${hashOf(orderId, 14)} % 4 = 0`;

/** How many coupons shop `vendorId` (an SQL expression) has. */
const couponsOf = (o: Offsets, vendorId: string) =>
  `(case when ${vendorId} = ${o.vendor + 1} then ${BUSY_SHOP_COUPONS} else 2 end)`;

/**
 * Coupons, and their use on one order in four: every line of that order's shop carries it and
 * is discounted as applyCoupon does (`discountLine`: percent of the subtotal, half up). Run after
 * the order lines and before the orders' totals are summed from them.
 */
export function couponSteps(o: Offsets): Step[] {
  return [
    {
      // Every tenth of the busy shop's was deleted (kept for the orders that used it), every
      // seventh switched off.
      table: 'coupons',
      sql: `insert into coupons (vendor_id, code, discount, active, deleted_at, created_at)
        select v.id, 'BENCH' || n, 5 + (n * 7) % 26, n % 7 <> 0 and n % 10 <> 0,
          case when n % 10 = 0 then v.created_at + interval '200 days' end, v.created_at + n * interval '1 hour'
        from vendors v cross join lateral generate_series(1, ${couponsOf(o, 'v.id')}) n
        where v.id > ${o.vendor}`,
    },
    {
      table: 'order_item_coupons',
      sql: `insert into order_item_coupons (order_item_id, coupon_id, created_at)
        select i.id, c.id, i.created_at from order_items i
        join coupons c on c.vendor_id = i.vendor_id
          and c.code = 'BENCH' || (1 + (i.order_id + i.vendor_id) % ${couponsOf(o, 'i.vendor_id')})
        where i.order_id > ${o.order} and ${couponOrders('i.order_id')}`,
    },
    {
      table: 'order_items (coupons)',
      sql: `update order_items i set saved = d.saved,
          total = greatest(0, i.sub_total + i.shipping_amount + i.tax_fee + i.service_fee - d.saved)
        from (select l.order_item_id, (oi.sub_total * c.discount * 100 + 5000) / 10000 as saved
              from order_item_coupons l join coupons c on c.id = l.coupon_id
              join order_items oi on oi.id = l.order_item_id where oi.order_id > ${o.order}) d
        where i.id = d.order_item_id`,
    },
  ];
}

/** Steps run once the orders are whole: payments, shipments, and what shoppers keep. */
export function engagementSteps(o: Offsets, s: Scale): Step[] {
  const firstCustomer = o.user + s.vendors + 1;
  const question = (field: 'question' | 'answer') =>
    `${sqlTexts(QUESTIONS.map((q) => q[field] ?? ''))}[1 + ${hashOf('g', 11)} % ${QUESTIONS.length}]`;
  return [
    {
      // One attempt per order paid through a provider (cash on delivery has none), at its total;
      // PayPal's in US cents at a fixed rate, as the gateway is asked.
      table: 'payments',
      sql: `insert into payments (order_id, provider, provider_ref, amount, currency, provider_amount, fx_rate,
          status, receipt, created_at, updated_at)
        select id, payment_method, 'bench-' || oid, total,
          case when payment_method = 'paypal' then 'USD' else 'NPR' end,
          case when payment_method = 'paypal' then round(total / 133.5)::bigint else total end,
          case when payment_method = 'paypal' then '133.5' end,
          case payment_status when 'paid' then 'paid' when 'failed' then 'failed' else 'pending' end,
          case when payment_status = 'paid' then 'BENCH-' || upper(oid) end, created_at, updated_at
        from orders where id > ${o.order} and payment_method <> 'cod'`,
    },
    {
      // A shop's part of a shipped or delivered order went with the courier a day after it was
      // placed; cash on delivery is collected on its lines' total.
      table: 'shipments',
      sql: `insert into shipments (order_id, vendor_id, courier_order_id, from_branch, to_branch, cod_charge,
          delivery_charge, current_status, payment_status, last_synced_at, created_at, updated_at)
        select o.id, ov.vendor_id, (1000000 + o.id * 3 + ov.vendor_id % 3)::text, 'KATHMANDU', upper(o.city),
          case when o.payment_method = 'cod' then (select sum(i.total)::bigint from order_items i
            where i.order_id = o.id and i.vendor_id = ov.vendor_id) else 0 end,
          15000, case o.order_status when 'delivered' then 'Delivered' else 'Dispatched' end,
          case o.order_status when 'delivered' then 'Completed' else 'Pending' end,
          o.created_at + interval '3 days', o.created_at + interval '1 day', o.created_at + interval '3 days'
        from order_vendors ov join orders o on o.id = ov.order_id
        where o.id > ${o.order} and o.order_status in ('shipped', 'delivered')`,
    },
    {
      table: 'shipment_events',
      sql: `insert into shipment_events (shipment_id, status, occurred_at)
        select sh.id, e.status, sh.created_at + e.after
        from shipments sh join orders o on o.id = sh.order_id
        cross join lateral (values ('Pickup Order Created', interval '0'), ('Pickup Complete', interval '6 hours'),
          ('Dispatched', interval '1 day'), ('Arrived', interval '36 hours'), ('Delivered', interval '2 days')) e(status, after)
        where o.id > ${o.order} and (e.status <> 'Delivered' or sh.current_status = 'Delivered')
          and (e.status <> 'Arrived' or sh.current_status = 'Delivered')`,
    },
    {
      // A fifth as many questions as reviews; two in three answered (the demo's answers).
      table: 'product_questions',
      sql: `insert into product_questions (product_id, vendor_id, user_id, question, answer, answered_at, created_at)
        select p.id, p.vendor_id, ${firstCustomer} + (g::bigint * 13) % ${s.customers}, ${question('question')},
          nullif(${question('answer')}, ''), case when ${question('answer')} <> '' then ${when('g', 400)} + interval '5 hours' end,
          ${when('g', 400)}
        from generate_series(1, ${Math.max(1, Math.round(s.reviews / 5))}) g
        join products p on p.id = ${o.product} + 1 + (g::bigint * 104729) % ${s.products}`,
    },
    {
      // Half the customers keep a wishlist of one to three products; the first keeps 300.
      table: 'wishlist',
      sql: `insert into wishlist (user_id, product_id, created_at)
        select u, ${o.product} + 1 + (${hashOf('u', 12)} + k * 7919) % ${s.products}, ${when('u + k', 300)}
        from generate_series(${firstCustomer}, ${firstCustomer + Math.max(0, Math.floor(s.customers / 2) - 1)}) u
        cross join lateral generate_series(1, case when u = ${firstCustomer} then 300 else 1 + u % 3 end) k
        on conflict do nothing`,
    },
    {
      // Half the customers follow one shop; a tenth of them the busy one.
      table: 'follows',
      sql: `insert into follows (user_id, vendor_id, created_at)
        select ${firstCustomer - 1} + g,
          ${s.vendors === 1 ? `${o.vendor + 1}` : `case when g % 10 = 0 then ${o.vendor + 1} else ${o.vendor + 2} + g % ${s.vendors - 1} end`},
          ${when('g', 500)}
        from generate_series(1, ${Math.max(1, Math.floor(s.customers / 2))}) g`,
    },
    {
      // One customer in twenty has left one to three products in the cart.
      table: 'cart_items',
      sql: `insert into cart_items (cart_id, user_id, product_id, qty, size, created_at, updated_at)
        select ${sqlText('bench-cart-')} || u, u, ${o.product} + 1 + (${hashOf('u', 13)} + k * 104723) % ${s.products},
          1 + k % 2, 'Standard', ${when('u', 30)}, ${when('u', 30)}
        from generate_series(0, ${Math.max(0, Math.floor(s.customers / 20) - 1)}) n
        cross join lateral (select ${firstCustomer} + n * 20 as u) c
        cross join lateral generate_series(1, 1 + u % 3) k
        on conflict do nothing`,
    },
  ];
}
