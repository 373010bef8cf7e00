/**
 * What bench:compare asks both servers, from the seed:big database's own rows: reads of the
 * catalogue and search, and add-to-cart as guests, each request with a cart of its own so every
 * one adds a line (the same work on both servers).
 */
import type pg from 'pg';
import type { Load } from './compare-run.ts';

export interface Scenario {
  name: string;
  /** A search: RSS is watched while these run. */
  search: boolean;
  /** A fresh load per run, so rotations (slugs, products) start over for each server alike. */
  load(server: string): Load;
  /** Statements run alongside the load, the same for both servers, one every `everyMs`. */
  alongside?: { everyMs: number; statement(n: number): { text: string; values: unknown[] } };
}

/**
 * A busy shop's orders as the catalogue sees them: 20 a second, each updating one product's stock
 * as a checkout does (the value kept, so the database stays as seeded; the row is rewritten and
 * its trigger tells the servers all the same).
 */
const ordersComingIn = (products: number[]): Scenario['alongside'] => ({
  everyMs: 50,
  statement: (n) => ({
    text: 'update products set stock_qty = stock_qty where id = $1',
    values: [products[(n * 7919) % products.length]],
  }),
});

/** A fixed path. */
const fixed = (path: string) => () => ({ next: () => ({ path }) });

/** Every cart id this benchmark writes starts with this, so its lines can be removed. */
export const CART_PREFIX = 'bench-compare-';

export async function scenarios(client: pg.Client): Promise<Scenario[]> {
  const column = async (text: string) => (await client.query(text)).rows.map((r) => Object.values(r)[0]);
  const slugs = (await column(
    `select slug from products where status = 'published' order by shuffle_key limit 50`,
  )) as string[];
  const forSale = (await column(
    `select id from products where status = 'published' and stock_qty > 0 order by shuffle_key limit 200`,
  )) as number[];
  const [laptops] = await column(`select id from categories where slug = 'laptops'`);
  if (slugs.length === 0 || forSale.length === 0 || laptops === undefined)
    throw new Error('this database has no catalogue: run `npm run seed:big` on it first');

  const search = (name: string, query: string): Scenario => ({
    name: `search ${name}`,
    search: true,
    load: fixed(`/api/v1/search/?${query}`),
  });
  const productDetail = {
    search: false,
    load: () => {
      let n = 0;
      return { next: () => ({ path: `/api/v1/products/${slugs[n++ % slugs.length]}/` }) };
    },
  };
  const laptop = search('plain "laptop"', 'query=laptop');
  return [
    { name: 'categories', search: false, load: fixed('/api/v1/category/') },
    { name: 'products, page 1', search: false, load: fixed('/api/v1/products/') },
    { name: 'products, page 3', search: false, load: fixed('/api/v1/products/?page=3') },
    { name: 'product detail (50 slugs)', ...productDetail },
    { name: 'product detail, 20 orders/s', ...productDetail, alongside: ordersComingIn(forSale) },
    laptop,
    { ...laptop, name: 'search "laptop", 20 orders/s', alongside: ordersComingIn(forSale) },
    search('typo "samsng"', 'query=samsng'),
    search('broad "nepal"', 'query=nepal'),
    search('words "samsung galaxy phone"', 'query=samsung%20galaxy%20phone'),
    search(
      'filtered (laptop, category, min price, in stock, price_asc)',
      `query=laptop&category=${laptops}&min_price=100000&in_stock=true&sort=price_asc`,
    ),
    {
      name: 'add to cart (guest)',
      search: false,
      load: (server) => {
        let n = 0;
        const run = `${CART_PREFIX}${server}-${Date.now().toString(36)}-`;
        return {
          method: 'POST',
          next: () => ({
            path: '/api/v1/cart-view/',
            body: { product_id: forSale[n % forSale.length], cart_id: `${run}${n++}`, qty: 1 },
          }),
        };
      },
    },
  ];
}
