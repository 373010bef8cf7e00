import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { expectAccessible, openPage, runChecked, settled } from '../lib/pages.ts';
import { apiGet, apiPage } from '../lib/shopping.ts';

// Finding products: the header's suggestions and pictures that tell products apart. Both only
// read the demo catalogue, so they share one server.
const journey = useJourney();

/** The search page shows this many cards a page (apps/web search-params.ts). */
const PAGE_SIZE = 20;

interface Card {
  slug: string;
  src: string;
}

/** The product cards on screen: each one's product (from its link) and picture address. */
function cardsOn(page: Page): Promise<Card[]> {
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => ({
      slug: article.querySelector('a[href^="/detail/"]')?.getAttribute('href') ?? '',
      src:
        (article.querySelector('img') as HTMLImageElement | null)?.currentSrc ||
        article.querySelector('img')?.src ||
        '',
    })),
  );
}

/** SHA-256 of each picture's bytes, fetched by the page itself (what the browser would show). */
function hashesIn(page: Page, sources: string[]): Promise<string[]> {
  return page.evaluate(async (urls) => {
    const hex = (buffer: ArrayBuffer) =>
      [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} → ${response.status}`);
        return hex(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()));
      }),
    );
  }, sources);
}

describe('product pictures', () => {
  it('gives every product on the catalogue pages its own picture', async () => {
    const categories = await apiGet<{ id: number; slug: string; title: string }[]>(
      journey.baseUrl,
      'v1/category/',
    );
    const { total } = await apiPage<unknown>(journey.baseUrl, 'v1/search/?page_size=1');
    const opened = await openPage(journey, '/');
    const { page } = opened;
    // Every demo product is its own model (sizes and colours are variants inside one product), so
    // "different models never share a picture" means: no two product pages' card pictures are equal.
    const pictureOf = new Map<string, string>();
    await runChecked(opened, async () => {
      for (const category of categories) {
        const { total: inCategory } = await apiPage<unknown>(
          journey.baseUrl,
          `v1/search/?category=${category.id}&page_size=1`,
        );
        for (let n = 1; n <= Math.ceil(inCategory / PAGE_SIZE); n++) {
          await page.goto(`${journey.baseUrl}/search/?category=${category.id}${n > 1 ? `&page=${n}` : ''}`);
          await page.getByRole('heading', { level: 1, name: category.title }).waitFor();
          await page.locator('main article img').first().waitFor();
          await settled(page);
          const cards = await cardsOn(page);
          const hashes = await hashesIn(
            page,
            cards.map((card) => card.src),
          );
          // Pictures to look at (e2e/artifacts): the categories whose drawings differ the most.
          if (n === 1 && ['laptops', 'cameras', 'gaming'].includes(category.slug)) {
            await screenshot(page, `pictures-${category.slug}-desktop`);
          }
          cards.forEach((card, i) => {
            expect(card.slug, `a card on ${category.title} page ${n} has no product link`).not.toBe('');
            pictureOf.set(card.slug, hashes[i] ?? '');
          });
        }
      }
    });
    expect(pictureOf.size, 'every product was seen on its category pages').toBe(total);
    const byPicture = new Map<string, string[]>();
    for (const [slug, hash] of pictureOf) byPicture.set(hash, [...(byPicture.get(hash) ?? []), slug]);
    const shared = [...byPicture.values()].filter((slugs) => slugs.length > 1);
    expect(shared, 'products sharing one picture').toEqual([]);
  });
});

describe('header search suggestions', () => {
  it('suggests products as you type; arrow keys and Enter open one, Escape closes the list', async () => {
    const opened = await openPage(journey, '/', { viewport: DESKTOP });
    const { page } = opened;
    await runChecked(opened, async () => {
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('macbook');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option', { name: /MacBook Pro 14/ }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await expectAccessible(page, 'suggestions open');
      await screenshot(page, 'search-suggestions-desktop');

      await box.press('Escape');
      await list.waitFor({ state: 'detached' });
      expect(await box.inputValue()).toBe('macbook');
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      // Arrow down reopens the list, and again points at the first suggestion.
      await box.press('ArrowDown');
      await list.waitFor();
      await box.press('ArrowDown');
      const first = list.getByRole('option').first();
      expect(await first.getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      const title = (await first.textContent()) ?? '';
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/detail/'));
      await page.getByRole('heading', { level: 1, name: title.trim() }).waitFor();
    });
  });

  it('suggests the category a word means, which opens a search in it', async () => {
    const opened = await openPage(journey, '/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('combobox', { name: 'Search products' }).fill('mobile');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      const category = list.getByRole('option', { name: /Smartphones/ });
      await category.waitFor();
      await screenshot(page, 'search-suggestions-phone');
      await category.click();
      await page.waitForURL(
        (url) => url.pathname.startsWith('/search') && /^\d+$/.test(url.searchParams.get('category') ?? ''),
      );
    });
  });
});
