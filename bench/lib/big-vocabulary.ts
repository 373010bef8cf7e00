/**
 * The big seed's vocabulary as two temporary tables its set-based SQL joins, and the SQL that
 * picks a product's title stem from its row number by hash:
 *
 * - `bench_stems` (family, k, category, brand, title, slug, type, price_from, price_to): every
 *   title stem of every family of BIG_CATALOGUE, numbered k = 0… within its family, with the
 *   share of its family's price range it sells in;
 * - `bench_families` (family, images, min_price, max_price): the demo's pictures and prices of
 *   such products;
 * - `bench_types` (type, …): per product type, the demo's blurbs, warranty, shipping and colours.
 *
 * A row number g picks a category by its share, a family of that category uniformly, then a stem
 * of that family, each with its own hash stream: the same g gives the same product every time,
 * so later steps recompute a product's stem from its id instead of storing it.
 */
import { CATEGORY_DATA } from '@pasal/server/src/db/seed/data/categories.ts';
import { type ProductType, TYPE_PROFILES } from '@pasal/server/src/db/seed/data/product-types.ts';
import { planDemoCatalog } from '@pasal/server/src/db/seed/demo.ts';
import { slugify } from '@pasal/server/src/db/seed/random.ts';
import { BIG_CATALOGUE, type Family, familyTitles } from './big-catalogue.ts';
import { hashOf, sqlInts, sqlText, sqlTexts } from './sql-literals.ts';

interface Stem {
  family: number;
  k: number;
  /** Its line's place among the family's lines, 0 to 1: families list lines cheapest first. */
  priceFrom: number;
  priceTo: number;
  category: number;
  brand: string;
  title: string;
  type: ProductType;
}

export interface Vocabulary {
  /** By family id. */
  families: Family[];
  stems: Stem[];
  /** 100 entries: a category index (CATEGORY_DATA order) as many times as its share in percent. */
  categoryByPercent: number[];
  /** Per category index: its first family id and how many families it has. */
  familyStart: number[];
  familyCount: number[];
  /** Per family id: how many stems it has. */
  familySize: number[];
}

export function bigVocabulary(): Vocabulary {
  const v: Vocabulary = {
    families: [],
    stems: [],
    categoryByPercent: [],
    familyStart: [],
    familyCount: [],
    familySize: [],
  };
  CATEGORY_DATA.forEach(({ slug }, category) => {
    const { share, families } = BIG_CATALOGUE[slug as keyof typeof BIG_CATALOGUE];
    v.categoryByPercent.push(...Array<number>(share).fill(category));
    v.familyStart.push(v.familySize.length);
    v.familyCount.push(families.length);
    for (const family of families) {
      const id = v.families.push(family) - 1;
      const titles = familyTitles(family);
      v.familySize.push(titles.length);
      titles.forEach((title, k) => {
        // Every line has as many stems (its options' combinations), one after another.
        const line = Math.floor((k * family.lines.length) / titles.length);
        const [priceFrom, priceTo] = [line, line + 1].map((n) => n / family.lines.length) as [number, number];
        v.stems.push({
          family: id,
          k,
          priceFrom,
          priceTo,
          category,
          brand: family.brand,
          title,
          type: family.type,
        });
      });
    }
  });
  if (v.categoryByPercent.length !== 100) throw new Error('BIG_CATALOGUE shares must add up to 100');
  return v;
}

const values = (rows: string[][]) => rows.map((r) => `(${r.join(', ')})`).join(',\n');

export function stemsTableSql(v: Vocabulary): string {
  const rows = v.stems.map((s) => [
    String(s.family),
    String(s.k),
    String(s.category),
    sqlText(s.brand),
    sqlText(s.title),
    sqlText(slugify(s.title)),
    sqlText(s.type),
    s.priceFrom.toFixed(4),
    s.priceTo.toFixed(4),
  ]);
  return `create temp table bench_stems as select * from (values ${values(rows)})
    v(family, k, category, brand, title, slug, type, price_from, price_to)`;
}

export function typesTableSql(v: Vocabulary): string {
  const rows = [...new Set(v.families.map((f) => f.type))].map((type) => {
    const profile = TYPE_PROFILES[type];
    return [
      sqlText(type),
      sqlTexts(profile.blurb),
      sqlText(profile.warranty),
      String(profile.shipping),
      sqlTexts(profile.colors.map(([name]) => name)),
      sqlTexts(profile.colors.map(([, code]) => code)),
    ];
  });
  return `create temp table bench_types as select * from (values ${values(rows)})
    v(type, blurbs, warranty, shipping, color_names, color_codes)`;
}

/** The demo's price range of its models, widened (rupees): a listing costs what such a thing costs. */
const PRICE_SPREAD = [0.6, 1.3] as const;

/**
 * Per family, the demo products it borrows pictures and a price range from: the demo's own
 * models of that brand and type when it has some (an iPhone is pictured and priced as an
 * iPhone), else every demo product of the type.
 */
export function familiesTableSql(v: Vocabulary): string {
  const demo = planDemoCatalog();
  const rows = v.families.map((family, id) => {
    const ofType = demo.filter((p) => p.type === family.type);
    const ofBrand = ofType.filter((p) => p.title.startsWith(`${family.brand} `));
    const models = ofBrand.length > 0 ? ofBrand : ofType;
    if (models.length === 0)
      throw new Error(`the demo catalogue has no ${family.type} to borrow pictures and prices from`);
    const prices = models.map((p) => p.price / 100);
    return [
      String(id),
      sqlTexts(models.map((p) => p.imageKeys[0] ?? '')),
      String(Math.round(Math.min(...prices) * PRICE_SPREAD[0])),
      String(Math.round(Math.max(...prices) * PRICE_SPREAD[1])),
    ];
  });
  return `create temp table bench_families as select * from (values ${values(rows)})
    v(family, images, min_price, max_price)`;
}

/**
 * FROM-clause SQL that joins, for the row number `g` (an int expression), its title stem `s`
 * (bench_stems), family `f` (bench_families) and type `t` (bench_types).
 */
export function stemOf(v: Vocabulary, g: string): string {
  return `cross join lateral (select ${sqlInts(v.categoryByPercent)}[1 + ${hashOf(g, 1)} % 100] as category) pick_c
    cross join lateral (select ${sqlInts(v.familyStart)}[1 + pick_c.category]
      + ${hashOf(g, 2)} % ${sqlInts(v.familyCount)}[1 + pick_c.category] as family) pick_f
    join bench_stems s on s.family = pick_f.family and s.k = ${hashOf(g, 3)} % ${sqlInts(v.familySize)}[1 + pick_f.family]
    join bench_families f on f.family = s.family
    join bench_types t on t.type = s.type`;
}
