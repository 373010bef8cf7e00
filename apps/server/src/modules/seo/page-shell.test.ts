import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHead } from './page-head.ts';
import type { RenderedPage } from './page-render.ts';
import { pageShell } from './page-shell.ts';

/** The web app's real shell (Vite keeps its head as written), so a change to it cannot silently break previews. */
const INDEX = readFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8');

describe('the page shell', () => {
  it('swaps the web app’s own title and description for the page’s, keeping everything else', () => {
    const html = pageShell(INDEX)(
      renderHead({
        title: 'Phone · Pasal',
        description: 'A phone.',
        url: 'https://pasal.example/detail/phone/',
        image: 'https://pasal.example/media/products/phone-800.webp',
        type: 'product',
        price: '1000.00',
      }),
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Phone · Pasal</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="A phone." />');
    expect(html).not.toContain('Tech marketplace of Nepal');
    const rest = (s: string) =>
      s
        .replace(
          /<title>.*<\/title>|<meta (name="(description|twitter:[a-z]+)"|property="[a-z:_]+").*\/>|<link rel="canonical".*\/>/g,
          '',
        )
        .replace(/\s+/g, ' ');
    expect(rest(html)).toBe(rest(INDEX));
    // Tags inside <head>, before the app's script.
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('<script'));
  });

  it('starts a rendered page’s scripts through /boot.js, unless the build has none', () => {
    const built = `<head><title>x</title></head><body><div id="root"></div>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </body>`;
    const page: RenderedPage = { html: '<p>page</p>', state: {}, lcpImage: null };
    const booted = pageShell(built)('', page);
    expect(booted).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js" data-start-after="6000" data-cart-key="randomString" data-unused-cart-key="randomStringUnused"></script>',
    );
    expect(booted).not.toMatch(/type="module"|modulepreload/);
    const older = pageShell(built, { bootScript: false })('', page);
    expect(older).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(older).not.toContain('boot.js');
  });

  it('copes with a shell that has no head or title of its own', () => {
    expect(pageShell('<div id="root"></div>')('<title>x</title>')).toBe(
      '<title>x</title>\n  <div id="root"></div>',
    );
  });
});
