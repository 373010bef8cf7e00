/**
 * The set-based SQL of the big-data seed: each step is one INSERT … SELECT … FROM
 * generate_series (or one UPDATE over a join), so PostgreSQL does the looping.
 * `o` holds the id offsets (the highest id already present), so the generated rows sit after
 * whatever the database already has (e.g. the demo seed).
 */
import { couponSteps, engagementSteps } from './big-engagement-steps.ts';
import { productSteps } from './big-product-steps.ts';
import { hashOf, sqlTexts, when } from './sql-literals.ts';

export interface Offsets {
  user: number;
  vendor: number;
  product: number;
  order: number;
}

export interface Scale {
  vendors: number;
  products: number;
  customers: number;
  reviews: number;
  orders: number;
}

export interface Step {
  table: string;
  sql: string;
}

/** Every step in order; `categoryIds` are the ids of CATEGORY_DATA's categories, in its order. */
export function bigSteps(o: Offsets, s: Scale, passwordHash: string, categoryIds: number[]): Step[] {
  const firstCustomer = o.user + s.vendors + 1;
  const first = sqlTexts([
    'Aarav',
    'Sita',
    'Bikash',
    'Anjali',
    'Suman',
    'Pooja',
    'Nabin',
    'Kritika',
    'Rohan',
    'Nisha',
  ]);
  const last = sqlTexts([
    'Sharma',
    'Thapa',
    'Gurung',
    'Adhikari',
    'Karki',
    'Rai',
    'Shrestha',
    'Tamang',
    'Magar',
    'KC',
  ]);
  const cities = sqlTexts([
    'Kathmandu',
    'Lalitpur',
    'Pokhara',
    'Bhaktapur',
    'Biratnagar',
    'Butwal',
    'Dharan',
    'Bharatpur',
  ]);
  return [
    {
      table: 'users (vendor owners)',
      sql: `insert into users (id, email, username, full_name, phone, password_hash, created_at, updated_at)
        select ${o.user} + g, 'bench-vendor-' || g || '@pasal.bench', 'bench-vendor-' || g,
          ${first}[1 + g % 10] || ' ' || ${last}[1 + (g / 10) % 10], '98' || lpad((g % 100000000)::text, 8, '0'),
          '${passwordHash}', ${when('g', 900)}, ${when('g', 900)}
        from generate_series(1, ${s.vendors}) g`,
    },
    {
      table: 'users (customers)',
      sql: `insert into users (id, email, username, full_name, phone, password_hash, created_at, updated_at)
        select ${firstCustomer - 1} + g, 'bench-customer-' || g || '@pasal.bench', 'bench-customer-' || g,
          ${first}[1 + g % 10] || ' ' || ${last}[1 + (g / 10) % 10], '98' || lpad(((g * 7) % 100000000)::text, 8, '0'),
          '${passwordHash}', ${when('g', 700)}, ${when('g', 700)}
        from generate_series(1, ${s.customers}) g`,
    },
    {
      table: 'profiles',
      sql: `insert into profiles (user_id, image, address, city, state, country, created_at, updated_at)
        select id, 'profiles/' || (1 + id % 12), 'Ward ' || (1 + id % 32), ${cities}[1 + id % 8], 'Bagmati', 'Nepal',
          created_at, created_at
        from users where id > ${o.user}`,
    },
    {
      table: 'vendors',
      sql: `insert into vendors (id, user_id, name, slug, image, description, mobile, created_at, updated_at)
        select ${o.vendor} + g, ${o.user} + g, 'Bench Shop ' || g, 'bench-shop-' || g,
          'vendors/kathmandu-gadget-house', 'Genuine gadgets with warranty, delivered across Nepal.',
          '98' || lpad((g % 100000000)::text, 8, '0'), ${when('g', 900)}, ${when('g', 900)}
        from generate_series(1, ${s.vendors}) g`,
    },
    ...productSteps(o, s, categoryIds),
    {
      table: 'products (ratings)',
      sql: `update products p set rating = r.avg, rating_count = r.n
        from (select product_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n
              from reviews where product_id > ${o.product} group by product_id) r
        where p.id = r.product_id`,
    },
    {
      table: 'orders',
      sql: `insert into orders (id, oid, buyer_id, full_name, email, mobile, address, city, state, country,
          payment_status, order_status, payment_method, stock_taken_at, created_at, updated_at)
        select ${o.order} + g, left(md5('pasal-bench-' || g), 12), u.id, u.full_name, u.email, u.phone,
          'Ward ' || (1 + g % 32), ${cities}[1 + g % 8], 'Bagmati', 'Nepal',
          (array['paid','paid','paid','paid','paid','paid','pending','pending','failed','paid'])[1 + k.state],
          (array['delivered','delivered','shipped','processing','pending','delivered','processing','pending','cancelled','delivered'])[1 + k.state],
          (array['cod','stripe','connectips','paypal','cod'])[1 + k.method],
          case when k.state not in (6, 7, 8) or k.method in (0, 4) then ${when('g', 365)} end,
          ${when('g', 365)}, ${when('g', 365)}
        from generate_series(1, ${s.orders}) g
        -- Hashed, not g % 10: which shops an order's lines are of follows g too, and the busy
        -- shop would otherwise only ever have shipped, delivered or cancelled orders.
        cross join lateral (select ${hashOf('g', 15)} % 10 as state, ${hashOf('g', 16)} % 5 as method) k
        join users u on u.id = ${firstCustomer} + (g::bigint * 37) % ${s.customers}`,
    },
    {
      // Priced as @pasal/domain priceLine: 13% tax and 10% fee of the subtotal, half up.
      table: 'order_items',
      sql: `insert into order_items (order_id, product_id, vendor_id, qty, size, color, price, sub_total,
          shipping_amount, service_fee, tax_fee, total, initial_total, saved, order_status, created_at)
        select o.id, p.id, p.vendor_id, q.qty, 'Standard', '', p.price, p.price * q.qty, p.shipping_amount * q.qty,
          (p.price * q.qty * 1000 + 5000) / 10000, (p.price * q.qty * 1300 + 5000) / 10000,
          p.price * q.qty + p.shipping_amount * q.qty + (p.price * q.qty * 1000 + 5000) / 10000
            + (p.price * q.qty * 1300 + 5000) / 10000,
          p.price * q.qty + p.shipping_amount * q.qty + (p.price * q.qty * 1000 + 5000) / 10000
            + (p.price * q.qty * 1300 + 5000) / 10000,
          0, o.order_status, o.created_at
        from orders o
        cross join lateral generate_series(1, 1 + o.id % 3) k
        cross join lateral (select 1 + (o.id + k) % 2 as qty) q
        join products p on p.id = ${o.product} + 1 + ((o.id::bigint * 131 + k * 977) % ${s.products})
        where o.id > ${o.order}`,
    },
    ...couponSteps(o),
    {
      table: 'order_vendors',
      sql: `insert into order_vendors (order_id, vendor_id)
        select distinct order_id, vendor_id from order_items where order_id > ${o.order}`,
    },
    {
      table: 'orders (totals)',
      sql: `update orders o set sub_total = i.sub, shipping_amount = i.ship, tax_fee = i.tax, service_fee = i.fee,
          saved = i.saved, total = i.total
        from (select order_id, sum(sub_total) sub, sum(shipping_amount) ship, sum(tax_fee) tax, sum(service_fee) fee,
                sum(saved) saved, sum(total) total from order_items where order_id > ${o.order} group by order_id) i
        where o.id = i.order_id`,
    },
    {
      // As notifyOrder writes them when an order is placed: one to the buyer, one per item to its shop.
      table: 'notifications',
      sql: `insert into notifications (user_id, vendor_id, order_id, order_item_id, kind, seen, created_at)
        select o.buyer_id, null::int, o.id, null::int, 'order_placed', o.id % 5 <> 0, o.created_at
          from orders o where o.id > ${o.order} and o.stock_taken_at is not null
        union all
        select null, i.vendor_id, o.id, i.id, 'order_placed', i.id % 5 <> 0, o.created_at
          from order_items i join orders o on o.id = i.order_id
          where o.id > ${o.order} and o.stock_taken_at is not null`,
    },
    {
      table: 'products (orders)',
      sql: `update products p set orders = s.n
        from (select oi.product_id, sum(oi.qty)::int n from order_items oi join orders o on o.id = oi.order_id
              where o.id > ${o.order}
                and (o.payment_status = 'paid' or (o.payment_method = 'cod' and o.order_status <> 'cancelled'))
              group by oi.product_id) s
        where p.id = s.product_id and p.id > ${o.product}`,
    },
    ...engagementSteps(o, s),
  ];
}
