import { describe, expect, it } from 'vitest';
import { encodeImageVariants } from '../../modules/media/image-variants.ts';
import { PRODUCT_TYPES } from './data/product-types.ts';
import { planDemoCatalog } from './demo.ts';
import { DRAW } from './illustrations.ts';
import { DRAWING_KINDS, type DrawingKind, drawingKindOf } from './illustrations-kinds.ts';
import { type PicturedProduct, productImageSvg, productLook } from './images.ts';
import type { PlannedProduct } from './plan-catalog.ts';
import { COMPOSITIONS } from './svg-kit.ts';

const catalog = planDemoCatalog();
const pictured = (p: PlannedProduct): PicturedProduct => ({
  ...p,
  colorCode: p.colors[0]?.colorCode ?? '#3b3f46',
});
const kindOf = (title: string) => {
  const product = catalog.find((p) => p.title === title);
  if (!product) throw new Error(`no demo product ${title}`);
  return drawingKindOf(product.title, product.type);
};

describe('product drawings', () => {
  it('gives every product type kinds of its own, each with its own drawing', () => {
    const all = PRODUCT_TYPES.flatMap((type) => [...DRAWING_KINDS[type]] as DrawingKind[]);
    expect(new Set(all).size, 'a kind listed under two types').toBe(all.length);
    // One product's look drawn as every kind: no two kinds may draw the same picture.
    const look = productLook({
      title: 'Test Model 1',
      type: 'laptop',
      colorCode: '#3b5b8c',
      accent: '#4f6df5',
    });
    const drawings = all.map((kind) => DRAW[kind](look));
    expect(new Set(drawings).size).toBe(all.length);
  });

  it('draws each demo product as what it is, not as its type’s default', () => {
    expect(kindOf('Steam Deck OLED 512GB')).toBe('steam-deck');
    expect(kindOf('Nintendo Switch OLED Model')).toBe('switch');
    expect(kindOf('Asus ROG Ally Z1 Extreme')).toBe('windows-handheld');
    expect(kindOf('Sony PlayStation 5 Slim')).toBe('playstation');
    expect(kindOf('Canon EOS 1500D DSLR')).toBe('dslr');
    expect(kindOf('Canon EOS R50 Mirrorless Camera')).toBe('mirrorless');
    expect(kindOf('GoPro HERO12 Black')).toBe('action-camera');
    expect(kindOf('Fujifilm Instax Mini 12')).toBe('instant-camera');
    expect(kindOf('DJI Osmo Pocket 3')).toBe('gimbal-camera');
    expect(kindOf('Apple MacBook Air 13" M2')).toBe('macbook');
    expect(kindOf('Lenovo Legion 5 Pro RTX 4070')).toBe('gaming-laptop');
    expect(kindOf('Google Pixel 8')).toBe('pixel-phone');
    expect(kindOf('Samsung Galaxy Z Flip5')).toBe('flip-phone');
    expect(kindOf('Samsung Galaxy Buds2 Pro')).toBe('bean-earbuds');
    expect(kindOf('JBL PartyBox 110')).toBe('party-speaker');
    expect(kindOf('TP-Link Deco X20 Mesh Wi-Fi 6')).toBe('mesh-wifi');
    expect(kindOf('Kingston FURY Beast 16GB DDR5 5600')).toBe('ram-stick');
    expect(kindOf('Xiaomi Smart Band 8')).toBe('fitness-band');
    for (const p of catalog) expect(DRAWING_KINDS[p.type], p.title).toContain(drawingKindOf(p.title, p.type));
  });

  it('varies the drawings inside every category', () => {
    const kinds = new Map<string, Set<DrawingKind>>();
    for (const p of catalog) {
      const seen = kinds.get(p.category) ?? new Set<DrawingKind>();
      seen.add(drawingKindOf(p.title, p.type));
      kinds.set(p.category, seen);
    }
    const counts = Object.fromEntries([...kinds].map(([category, set]) => [category, set.size]));
    expect(counts).toMatchObject({ cameras: 9, gaming: 13 });
    for (const [category, n] of Object.entries(counts)) expect(n, category).toBeGreaterThanOrEqual(4);
  });

  it('never draws two demo products alike, in any view of their galleries', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const p of catalog) {
      for (let n = 0; n < COMPOSITIONS; n++) {
        const svg = productImageSvg(pictured(p), n);
        const other = owner.get(svg);
        if (other && other !== p.slug) clashes.push(`${p.slug} = ${other} (view ${n})`);
        owner.set(svg, p.slug);
      }
    }
    expect(clashes).toEqual([]);
    expect(owner.size).toBe(catalog.length * COMPOSITIONS);
  });

  it('renders the same bytes for the same product every time', async () => {
    const product = pictured(catalog[0] as PlannedProduct);
    const first = await encodeImageVariants(Buffer.from(productImageSvg(product, 0)));
    const again = await encodeImageVariants(Buffer.from(productImageSvg(product, 0)));
    expect(again.thumb.equals(first.thumb)).toBe(true);
    expect(again.full.equals(first.full)).toBe(true);
  });
});
