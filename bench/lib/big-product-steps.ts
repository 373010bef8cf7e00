/**
 * The big seed's catalogue steps: products named, described, priced and pictured after their
 * family (big-vocabulary.ts), a colour of their type, Brand and Warranty specifications, and
 * reviews worded as the demo's. Set-based: each step is one statement over generate_series or
 * the products just inserted.
 */
import { REVIEW_TEXTS } from '@pasal/server/src/db/seed/data/reviews.ts';
import type { Offsets, Scale, Step } from './big-steps.ts';
import { bigVocabulary, familiesTableSql, stemOf, stemsTableSql, typesTableSql } from './big-vocabulary.ts';
import { hashOf, sqlInts, sqlTexts, when } from './sql-literals.ts';

/** Sentences a shop adds to a listing; '' adds none. None names Nepal, so NEPAL_LINES decides that. */
const SHOP_LINES = [
  '',
  'EMI available on selected bank cards.',
  'Sealed box with all original accessories.',
  'Exchange your old device for a discount in store.',
  '7-day replacement for manufacturing defects.',
  'Message us before ordering to confirm the colour in stock.',
  'VAT bill provided with every order.',
];

/** Every listing ends with one of these: a word ('nepal') that matches (nearly) the whole catalogue. */
const NEPAL_LINES = [
  'Delivered anywhere in Nepal, with cash on delivery.',
  'Free delivery inside the Kathmandu Valley; two to four days to the rest of Nepal.',
  'Official warranty in Nepal, claimed at the brand service centre.',
  'Ships from our Nepal warehouse within a day of your order.',
  'Genuine stock imported for Nepal, sold with a VAT bill.',
  'Authorised seller in Nepal: sealed box and warranty card.',
  'Cash on delivery across Nepal; cards and ConnectIPS accepted too.',
  'Same-day delivery in Kathmandu and Lalitpur, next day elsewhere in Nepal.',
];

/**
 * The shop (1-based) of the g-th product: the first, a busy shop, has every tenth product (and so
 * about a tenth of the orders and reviews), as a marketplace's largest sellers do; the others
 * share the rest.
 */
export const shopOfProduct = (g: string, vendors: number) =>
  vendors === 1 ? '1' : `case when ${g} % 10 = 0 then 1 else 2 + ${g} % ${vendors - 1} end`;

const pickFrom = (items: readonly string[], g: string, seed: number) =>
  `${sqlTexts(items)}[1 + ${hashOf(g, seed)} % ${items.length}]`;

/** Steps that fill products and what hangs off them; `categoryIds` in CATEGORY_DATA order. */
export function productSteps(o: Offsets, s: Scale, categoryIds: number[]): Step[] {
  const v = bigVocabulary();
  // The products inserted below, each joined again with its stem `s`, family `f`, type `t`, and `also`.
  const fromProducts = (also: string) =>
    `from products p ${stemOf(v, `p.id - ${o.product}`)} ${also} where p.id > ${o.product}`;
  const firstCustomer = o.user + s.vendors + 1;
  return [
    { table: 'bench_stems (temporary)', sql: stemsTableSql(v) },
    { table: 'bench_families (temporary)', sql: familiesTableSql(v) },
    { table: 'bench_types (temporary)', sql: typesTableSql(v) },
    {
      table: 'products',
      sql: `insert into products (id, pid, slug, vendor_id, category_id, title, description, image, price, old_price,
          shipping_amount, stock_qty, featured, created_at, updated_at)
        select ${o.product} + g, 'bench' || g, s.slug || '-' || g, ${o.vendor} + ${shopOfProduct('g', s.vendors)},
          ${sqlInts(categoryIds)}[1 + s.category], s.title,
          s.title || '. ' || t.blurbs[1 + ${hashOf('g', 4)} % cardinality(t.blurbs)] || ' ' || t.warranty || '. '
            || ${pickFrom(SHOP_LINES, 'g', 5)} || ' ' || ${pickFrom(NEPAL_LINES, 'g', 6)},
          f.images[1 + ${hashOf('g', 7)} % cardinality(f.images)],
          price.rupees * 100, case when g % 5 = 0 then (price.rupees * 115 / 10000 * 100 + 99) * 100 else 0 end,
          t.shipping * 100, (g * 31) % 150, g % 500 = 0, ${when('g', 600)}, ${when('g', 600)}
        from generate_series(1, ${s.products}) g
        ${stemOf(v, 'g')}
        -- Within the stem's share of its family's range; shop prices end in 99.
        cross join lateral (select (f.min_price + (f.max_price - f.min_price) * (s.price_from
          + (s.price_to - s.price_from) * (${hashOf('g', 8)} % 1000) / 1000.0))::bigint / 100 * 100 + 99 as rupees) price`,
    },
    {
      table: 'product_sizes',
      sql: `insert into product_sizes (product_id, name, price, has_price)
        select id, 'Standard', 0, false from products where id > ${o.product}`,
    },
    {
      table: 'product_colors',
      sql: `insert into product_colors (product_id, name, color_code)
        select p.id, t.color_names[c.n], t.color_codes[c.n]
        ${fromProducts(`cross join lateral (select 1 + ${hashOf('p.id', 9)} % cardinality(t.color_names) as n) c`)}`,
    },
    {
      // One statement, so the specifications trigger (migration 0012) refreshes each product's
      // search vector once, with its brand in it.
      table: 'product_specifications',
      sql: `insert into product_specifications (product_id, title, content)
        select p.id, spec.title, spec.content
        ${fromProducts(`cross join lateral (values ('Brand', s.brand), ('Warranty', t.warranty)) spec(title, content)`)}
        order by p.id, spec.title`,
    },
    {
      // Customer g reviews one product: (user, product) pairs are unique by construction. The
      // text is one of the demo's for its rating, naming the product by brand and line.
      table: 'reviews',
      sql: `insert into reviews (user_id, product_id, rating, review, created_at, updated_at)
        select ${firstCustomer} + (g - 1) % ${s.customers}, p.id, r.rating,
          replace(case r.rating ${([5, 4, 3, 2, 1] as const)
            .map((rating) => `when ${rating} then ${pickFrom(REVIEW_TEXTS[rating], 'g', 10)}`)
            .join(' ')} end,
            '{product}', split_part(p.title, ' ', 1) || ' ' || split_part(p.title, ' ', 2)),
          ${when('g', 500)}, ${when('g', 500)}
        from generate_series(1, ${s.reviews}) g
        join products p on p.id = ${o.product} + 1 + (g::bigint * 7919) % ${s.products}
        cross join lateral (select case when g % 100 < 50 then 5 when g % 100 < 78 then 4 when g % 100 < 90 then 3
          when g % 100 < 96 then 2 else 1 end as rating) r`,
    },
  ];
}
