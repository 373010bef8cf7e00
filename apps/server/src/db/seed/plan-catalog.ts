import { rupeesToPaisa } from '@pasal/domain';
import { CATEGORY_DATA, type CategorySlug } from './data/categories.ts';
import { type ProductType, TYPE_PROFILES, type VariantPrice } from './data/product-types.ts';
import { CAROUSEL_SLUGS, PRODUCT_DATA } from './data/products.ts';
import { VENDOR_DATA } from './data/vendors.ts';
import { type Random, slugify } from './random.ts';

/** The demo's "today": every seeded timestamp is fixed relative to it, never the clock. */
export const SEED_NOW = new Date('2026-11-01T00:00:00Z');
const DAY = 86_400_000;
export const daysBefore = (days: number) => new Date(SEED_NOW.getTime() - days * DAY);

export interface PlannedProduct {
  slug: string;
  pid: string;
  title: string;
  description: string;
  type: ProductType;
  category: CategorySlug;
  vendorIndex: number;
  price: number;
  oldPrice: number;
  shippingAmount: number;
  stockQty: number;
  featured: boolean;
  createdAt: Date;
  sizes: { name: string; price: number | null }[];
  colors: { name: string; colorCode: string }[];
  specifications: { title: string; content: string }[];
  /** `image` is the first; the gallery is the rest. Key `-n` is drawn with composition n. */
  imageKeys: string[];
  /** The accent (category colour) the pictures are drawn with. */
  accent: string;
}

const BRANDS_OF_TWO_WORDS = new Set(['Ultimate', 'Western']);

/** Shop prices end in 99: 379,498.85 → 379,499. */
function retail(rupees: number): number {
  return Math.max(99, Math.round(rupees / 100) * 100 - 1);
}

function variantPrice(base: number, rule: VariantPrice): number | null {
  if (rule === null) return null;
  if (typeof rule === 'number') return retail(base * rule);
  return base + Number(rule.slice(1));
}

function describe(title: string, type: ProductType, specs: [string, string][], r: Random): string {
  const profile = TYPE_PROFILES[type];
  const highlights = specs
    .slice(0, 3)
    .map(([k, v]) => `${k.toLowerCase()}: ${v}`)
    .join('; ');
  return `${title}. ${r.pick(profile.blurb)} Highlights — ${highlights}. ${profile.warranty}. Genuine product, delivered anywhere in Nepal with cash on delivery.`;
}

/** Every demo product, fully decided (prices in paisa), from the data tables and the PRNG. */
export function planCatalog(r: Random): PlannedProduct[] {
  const planned: PlannedProduct[] = [];
  const usedSlugs = new Set<string>();
  for (const { category, rows } of PRODUCT_DATA) {
    const accent = CATEGORY_DATA.find((c) => c.slug === category)?.color ?? '#4f6df5';
    const sellers = VENDOR_DATA.flatMap((v, i) => (v.stocks.includes(category) ? [i] : []));
    let turn = r.int(0, sellers.length - 1);
    for (const [title, price, oldPrice, type, specText, fixedSlug] of rows) {
      let slug = fixedSlug ?? slugify(title);
      while (usedSlugs.has(slug)) slug = `${slug}-${r.token(3)}`;
      usedSlugs.add(slug);
      const carousel = (CAROUSEL_SLUGS as readonly string[]).includes(slug);
      const vendorIndex = carousel ? 0 : (sellers[turn++ % sellers.length] ?? 0);
      const profile = TYPE_PROFILES[type];
      const specs = specText.split('|').map((pair) => pair.split('=') as [string, string]);
      const [firstWord = 'Generic', secondWord = ''] = title.split(' ');
      const brand = BRANDS_OF_TWO_WORDS.has(firstWord) ? `${firstWord} ${secondWord}` : firstWord;
      const specifications = [
        ...(specs.length < 4 ? [{ title: 'Brand', content: brand }] : []),
        ...specs.slice(0, 4).map(([t, c]) => ({ title: t, content: c })),
        { title: 'Warranty', content: profile.warranty },
      ];
      // Colours keep the palette's order, so the first (the one pictured) is usually one of a
      // type's first two: fewer distinct pictures to render, which keeps the seed fast.
      const colors = r
        .sample(profile.colors, r.int(profile.colorCount[0], profile.colorCount[1]))
        .sort((a, b) => profile.colors.indexOf(a) - profile.colors.indexOf(b))
        .map(([name, colorCode]) => ({ name, colorCode }));
      const sizes = r
        .pick(profile.variants)
        .map(([name, rule]) => ({ name, price: variantPrice(price, rule) }));
      const roll = r.next();
      const stockQty = carousel
        ? r.int(25, 60)
        : roll < 0.08
          ? 0
          : roll < 0.22
            ? r.int(1, 9)
            : r.int(12, 120);
      const galleryCount = r.chance(0.3) ? 3 : 2;
      const imageKeys = Array.from({ length: galleryCount + 1 }, (_, n) => `products/${slug}-${n}`);
      planned.push({
        slug,
        pid: r.token(10),
        title,
        description: describe(title, type, specs, r),
        type,
        category,
        vendorIndex,
        price: rupeesToPaisa(price),
        oldPrice: rupeesToPaisa(oldPrice),
        shippingAmount: rupeesToPaisa(profile.shipping),
        stockQty,
        featured: carousel,
        createdAt: new Date(daysBefore(600).getTime() + r.int(0, 230 * 24 * 60) * 60_000),
        sizes: sizes.map((s) => ({ name: s.name, price: s.price === null ? null : rupeesToPaisa(s.price) })),
        colors,
        specifications,
        imageKeys,
        accent,
      });
    }
  }
  // ~20 featured: the carousel four plus sixteen more, spread over the catalogue.
  const others = planned.filter((p) => !p.featured && p.stockQty > 0);
  for (const product of r.sample(others, 16)) product.featured = true;
  addedOverTheYear(planned);
  return planned;
}

/** Share of each shop's range it opened with; the rest it added over the last year. */
const OPENING_SHARE = 0.4;

/**
 * Each shop opened with part of its range (the products planned earliest) and added the rest
 * over the year before SEED_NOW, more of them lately (a linear ramp), so every shop's products
 * chart rises. The carousel's products stay among the first: the sample orders sold them weeks
 * ago. Nothing is drawn from the PRNG, so every other choice of the plan stays as it was.
 */
function addedOverTheYear(planned: PlannedProduct[]) {
  for (const vendorIndex of new Set(planned.map((p) => p.vendorIndex))) {
    const own = planned
      .filter((p) => p.vendorIndex === vendorIndex && !(CAROUSEL_SLUGS as readonly string[]).includes(p.slug))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const added = own.slice(Math.ceil(own.length * OPENING_SHARE));
    added.forEach((product, k) => {
      // The k-th of n added at the (k + ½)/n quantile of a ramp: day 365·√q of the year.
      const day = 365 * Math.sqrt((k + 0.5) / added.length);
      const minuteOfDay = (product.createdAt.getTime() / 60_000) % 1440;
      product.createdAt = new Date(daysBefore(365 - Math.floor(day)).getTime() + minuteOfDay * 60_000);
    });
  }
}
