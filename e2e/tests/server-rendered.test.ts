import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_INTERVAL_MS,
  CART_ID_STORAGE_KEY,
  generateCartId,
} from '../../packages/domain/src/plain.ts';
import { toastShown } from '../lib/accounts.ts';
import { PHONE, screenshot } from '../lib/browser.ts';
import { useJourney } from '../lib/journey.ts';
import { currentSlide, openPage, runChecked, untilHydrated } from '../lib/pages.ts';

const journey = useJourney();

const MACBOOK = 'Apple MacBook Pro 14" M2 Pro';
/** zod names its schema classes. */
const ZOD = 'ZodObject';

/** The scripts a page downloads once `watch` is its `beforeLoad`, and which of them carry a mark. */
function scriptsLoaded() {
  const scripts: { url: string; body: Promise<string> }[] = [];
  return {
    watch: async (page: Page) => {
      page.on('response', (response) => {
        const url = new URL(response.url()).pathname;
        if (!url.endsWith('.js')) return;
        const body = response.text();
        // Marked handled now, so a body lost before `carrying` reads it is that step's failure
        // (awaiting it still rejects), not an unhandled rejection that fails the whole run.
        body.catch(() => {});
        scripts.push({ url, body });
      });
    },
    carrying: async (mark: string) => {
      expect(scripts.length).toBeGreaterThan(0);
      const bodies = await Promise.all(scripts.map(async ({ url, body }) => ({ url, body: await body })));
      return bodies.filter(({ body }) => body.includes(mark)).map(({ url }) => url);
    },
  };
}

/**
 * What hydration changed in the page the server drew: the inside of `#root` once parsed, against
 * the same at the moment the app marks it hydrated (main.tsx), once the product cards it hydrates
 * after the rest (decision 0032) are done too. Preact adopts the server's nodes and silently
 * corrects those its first render disagrees with, so a mismatch shows as a difference here (a text
 * node split in two, which changes nothing, does not). The toasts' region is left out: the app
 * mounts it as soon as it runs in the browser, and the server never draws it (toaster.tsx).
 * Null when they are the same; otherwise the first difference with some context.
 */
function hydrationChanges() {
  return {
    watch: async (page: Page) => {
      await page.addInitScript(() => {
        const seen = { difference: 'not hydrated' as string | null };
        Object.assign(window, { hydrationChanges: seen });
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root');
          if (!root) return;
          const drawn = root.innerHTML;
          const observer = new MutationObserver((records) => {
            if (!records.some((r) => r.target === root && r.attributeName === 'data-hydrated')) return;
            observer.disconnect();
            const page = root.cloneNode(true) as HTMLElement;
            page.querySelector('section[aria-live][aria-label^="Notifications"]')?.remove();
            const hydrated = page.innerHTML;
            let at = 0;
            while (at < drawn.length && drawn[at] === hydrated[at]) at += 1;
            seen.difference =
              drawn === hydrated
                ? null
                : `server: …${drawn.slice(at - 80, at + 80)}…\nhydrated: …${hydrated.slice(at - 80, at + 80)}…`;
          });
          observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
        });
      });
    },
    read: (page: Page) =>
      page.evaluate(
        () => (window as unknown as { hydrationChanges: { difference: string | null } }).hydrationChanges,
      ),
  };
}

/** The inside of the root element of the HTML the server sends, before any script runs. */
async function serverHtml(path: string): Promise<string> {
  const response = await fetch(`${journey.baseUrl}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return (
    /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="pasal-state">/.exec(html)?.[1] ?? ''
  );
}

describe('public pages rendered on the server', () => {
  it.each([
    ['home', '/', 'Featured Tech Products'],
    // The title's quotation mark is escaped in HTML.
    ['product', '/detail/macbook-pro-m2/', 'Apple MacBook Pro 14&quot; M2 Pro'],
    ['search', '/search?query=laptop', 'laptop'],
    ['shop', '/vendor/kathmandu-gadget-house/', 'Kathmandu Gadget House'],
  ])('sends the %s page drawn, then hydrates it without a mismatch', async (name, path, text) => {
    expect(await serverHtml(path)).toContain(text);
    const changes = hydrationChanges();
    // openPage waits until the app has taken the page over (untilHydrated).
    const opened = await openPage(journey, path, { viewport: PHONE, beforeLoad: changes.watch });
    await runChecked(opened, async () => {
      expect(await changes.read(opened.page)).toEqual({ difference: null });
      await screenshot(opened.page, `server-rendered-${name}-phone`, { fullPage: false });
    });
  });

  it.each([
    ['search', '/search?query=laptop'],
    ['shop', '/vendor/kathmandu-gadget-house/'],
    ['shop list view', '/vendor/kathmandu-gadget-house/?view=list'],
  ])(
    'draws on a phone the %s page’s cards on its screen, the others once scrolled to',
    async (_name, path) => {
      const opened = await openPage(journey, path, { viewport: PHONE });
      const { page } = opened;
      await runChecked(opened, async () => {
        /** Per card, whether the browser draws it now (content-visibility skips it off the screen). */
        const drawn = () =>
          page
            .locator('main li:has(article)')
            .evaluateAll((cards) =>
              cards.map((card) =>
                card.querySelector('article')?.checkVisibility({ contentVisibilityAuto: true }),
              ),
            );
        const before = await drawn();
        expect(before.length).toBeGreaterThan(4);
        expect(before[0]).toBe(true);
        expect(before.at(-1)).toBe(false);
        await page.locator('main li:has(article)').last().scrollIntoViewIfNeeded();
        await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
      });
    },
  );

  it('gives the site the icon its header draws: /favicon.svg is the same mark', async () => {
    const opened = await openPage(journey, '/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      const marks = await page.evaluate(async () => {
        /** Each shape of a drawing, with its attributes: what it looks like, not how it is written. */
        const shapes = (svg: Element | null) =>
          Array.from(svg?.children ?? [])
            .filter((shape) => shape.localName !== 'title')
            .map((shape) =>
              [shape.localName, ...Array.from(shape.attributes, (a) => `${a.name}=${a.value}`).sort()].join(
                ' ',
              ),
            );
        const response = await fetch('/favicon.svg');
        const icon = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
        return {
          type: response.headers.get('content-type'),
          header: shapes(document.querySelector('header a[aria-label="Pasal home"] svg')),
          icon: shapes(icon.documentElement),
        };
      });
      expect(marks.type).toContain('image/svg+xml');
      expect(marks.header.length).toBeGreaterThan(0);
      expect(marks.icon).toEqual(marks.header);
    });
  });

  it("asks a first-time guest's phone for nothing it knows already, and home's random grid only as the shopper nears it", async () => {
    const asked: string[] = [];
    const opened = await openPage(journey, '/', {
      viewport: PHONE,
      beforeLoad: async (page) => {
        page.on('request', (request) => {
          const { pathname, searchParams } = new URL(request.url());
          if (pathname.startsWith('/api/')) asked.push(`${pathname}${searchParams.get('order') ?? ''}`);
        });
      },
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      // Hydrated, with a frame drawn since (the effects that ask for data have run): nothing asked.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      expect(asked, 'the API calls of a first visit to home, before any scroll').toEqual([]);

      const all = page.getByRole('region', { name: 'All Products' });
      await all.scrollIntoViewIfNeeded();
      await all.locator('a[href^="/detail/"]').first().waitFor();
      // A cart id made by this visit has no cart or wishlist behind it yet: neither is asked for.
      expect(asked).toEqual(['/api/v1/products/random']);

      // Nor on their next visit, since no request has carried the id yet.
      asked.length = 0;
      await page.reload();
      await untilHydrated(page);
      await all.scrollIntoViewIfNeeded();
      await all.locator('a[href^="/detail/"]').first().waitFor();
      expect(asked).toEqual(['/api/v1/products/random']);
    });
  });

  it.each([
    ['search', '/search?query=laptop&sort=price_asc&page=abc', 'price_asc'],
    ['shop', '/vendor/kathmandu-gadget-house/?sort=price-asc&page=abc', 'price-asc'],
  ])(
    'reads a first visit to a %s page without zod: its filters by the plain rules, its results from the page',
    async (_name, path, sort) => {
      const scripts = scriptsLoaded();
      const opened = await openPage(journey, path, { viewport: PHONE, beforeLoad: scripts.watch });
      const { page } = opened;
      await runChecked(opened, async () => {
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
        // The address's filters are in force (a bad page dropped, not the rest).
        await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe(sort);
        expect(await scripts.carrying(ZOD)).toEqual([]);
      });
    },
  );

  it('opens a product page without zod, and loads it with the first add to cart', async () => {
    const scripts = scriptsLoaded();
    const opened = await openPage(journey, '/detail/macbook-pro-m2/', {
      viewport: PHONE,
      beforeLoad: scripts.watch,
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      expect(await scripts.carrying(ZOD)).toEqual([]);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await toastShown(page, 'Cart Created Successfully');
      expect(await scripts.carrying(ZOD)).not.toEqual([]);
    });
  });

  it('answers a tap on the product page once hydrated: the thumbnails switch the picture', async () => {
    const opened = await openPage(journey, '/detail/macbook-pro-m2/', { viewport: PHONE });
    const { page } = opened;
    await runChecked(opened, async () => {
      const main = page.getByRole('img', { name: MACBOOK, exact: true });
      const before = await main.getAttribute('src');
      await page.getByRole('button', { name: /^Show picture 2 of / }).click();
      await expect
        .poll(() => page.getByRole('img', { name: /picture 2 of/ }).getAttribute('src'))
        .not.toBe(before);
    });
  });
});

describe('what a shopper does before the app has taken the page over', () => {
  /** A page at `path` whose app scripts wait until `release` is called (a slow phone, held still). */
  async function openHeld(path: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const opened = await openPage(journey, path, {
      untouched: true,
      beforeLoad: async (page) => {
        await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
          await released;
          await route.continue();
        });
      },
    });
    return { opened, release };
  }
  const hydrated = (page: Page) =>
    page.evaluate(() => document.getElementById('root')?.dataset.hydrated !== undefined);

  /**
   * A page at `path` on a phone, with its clock stopped: what boot.js starts by itself waits for
   * the journey's `runFor`. `beforeLoad` runs first (a returning guest's storage).
   */
  function openStill(path: string, beforeLoad?: (page: Page) => Promise<void>) {
    return openPage(journey, path, {
      viewport: PHONE,
      untouched: true,
      beforeLoad: async (page) => {
        await page.clock.install();
        await page.clock.pauseAt(Date.now() + 1_000);
        await beforeLoad?.(page);
      },
    });
  }
  /** Whether boot.js has started the app: it asks for the entry's modules as it does. */
  const started = (page: Page) =>
    page
      .locator('link[rel="modulepreload"]')
      .count()
      .then((n) => n > 0);

  it("runs none of the app on a first-time guest's phone until it is touched, its modules fetched meanwhile", async () => {
    const opened = await openStill('/detail/macbook-pro-m2/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
      await page.clock.runFor(5_000);
      expect(await started(page)).toBe(false);
      expect(await hydrated(page)).toBe(false);

      await page.mouse.wheel(0, 200);
      await expect.poll(() => hydrated(page)).toBe(true);
    });
  });

  it('starts the app of a page left alone when home’s carousel is due to turn, and turns it then', async () => {
    const opened = await openStill('/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.clock.runFor(CAROUSEL_INTERVAL_MS - 100);
      expect(await started(page)).toBe(false);
      await page.clock.runFor(100);
      await expect.poll(() => hydrated(page)).toBe(true);
      // The first slide has shown since the page opened: it turns now, not a full interval later.
      let waited = 0;
      while (!(await currentSlide(page))?.startsWith('Slide 2:') && waited < CAROUSEL_INTERVAL_MS) {
        await page.clock.runFor(100);
        waited += 100;
      }
      expect(waited).toBeLessThan(1_000);
    });
  });

  it('starts it at once for a returning guest, whose cart in the header only the app can read', async () => {
    const cart = [CART_ID_STORAGE_KEY, generateCartId(Math.random)] as const;
    const opened = await openStill('/', async (page) => {
      await page.addInitScript(([key, id]) => localStorage.setItem(key, id), cart);
    });
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.clock.runFor(500);
      await expect.poll(() => hydrated(page)).toBe(true);
    });
  });

  it('waits for a touch again when the last visit only looked, and starts at once after the first add', async () => {
    const opened = await openStill('/');
    const { page } = opened;
    // Another page each time: a reload would bring back the scroll, which boot.js takes for a touch.
    const revisit = async (path: string) => {
      await page.goto(`${journey.baseUrl}${path}`);
      // Long enough for boot.js to start a returning guest's app (at once, or after 500 ms at most).
      await page.clock.runFor(500);
      return started(page);
    };
    await runChecked(opened, async () => {
      await page.mouse.wheel(0, 200);
      await expect.poll(() => hydrated(page)).toBe(true);
      // The header has read the cart, under an id made for it.
      const cartId = () => page.evaluate((key) => localStorage.getItem(key), CART_ID_STORAGE_KEY);
      expect(await cartId()).not.toBeNull();

      const looked = await revisit('/detail/macbook-pro-m2/');
      expect(looked, 'started for a guest who has only looked').toBe(false);
      await page.mouse.wheel(0, 200);
      await expect.poll(() => hydrated(page)).toBe(true);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      const lines = async () =>
        (await fetch(`${journey.baseUrl}/api/v1/cart-list/${await cartId()}/`)).json();
      await expect.poll(lines).toEqual([expect.objectContaining({ qty: 1 })]);

      expect(await revisit('/'), 'started for a guest with a cart').toBe(true);
    });
  });

  it("starts it on a screen reader's activation, a click with no pointer before it, and answers that click", async () => {
    const opened = await openStill('/detail/macbook-pro-m2/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('button', { name: 'Add to Cart' }).dispatchEvent('click');
      // Read from the API: the page's own timers (the query cache's updates) wait on the stopped clock.
      const cartId = () => page.evaluate((key) => localStorage.getItem(key), CART_ID_STORAGE_KEY);
      await expect.poll(cartId).not.toBeNull();
      const lines = async () =>
        (await fetch(`${journey.baseUrl}/api/v1/cart-list/${await cartId()}/`)).json();
      await expect.poll(lines).toEqual([expect.objectContaining({ qty: 1 })]);
    });
  });

  it('makes the taps held until it has, in order, with what was typed: size, quantity, Add to Cart', async () => {
    const { opened, release } = await openHeld('/detail/macbook-pro-m2/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByText('16GB / 1TB SSD').click();
      await page.getByLabel('Quantity', { exact: true }).fill('2');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      expect(await hydrated(page)).toBe(false);
      expect(await page.getByTestId('cart-count').textContent()).toBe('0');

      release();
      await toastShown(page, 'Cart Created Successfully');
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
      const cartId = await page.evaluate(() => localStorage.getItem('randomString'));
      const lines = await (await fetch(`${journey.baseUrl}/api/v1/cart-list/${cartId}/`)).json();
      expect(lines).toEqual([expect.objectContaining({ size: '16GB / 1TB SSD', qty: 2 })]);
    });
  });

  it('knows the words typed in the search box before it had', async () => {
    const { opened, release } = await openHeld('/detail/macbook-pro-m2/');
    const { page } = opened;
    await runChecked(opened, async () => {
      await page.getByRole('combobox', { name: /search/i }).fill('samsung');
      release();
      await expect.poll(() => hydrated(page)).toBe(true);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname.startsWith('/search') && url.searchParams.get('query') === 'samsung',
      );
    });
  });
});
