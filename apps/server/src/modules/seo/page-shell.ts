import { CAROUSEL_INTERVAL_MS, CART_ID_STORAGE_KEY, UNUSED_CART_ID_STORAGE_KEY } from '@pasal/domain';
import type { RenderedPage } from './page-render.ts';

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const ROOT = '<div id="root"></div>';
const MARK = '<!--pasal-head-->';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A rendered page paints and reads without its scripts: the entry and the modules it preloads are
 * handed to `/boot.js` (the web app's public folder), which starts them when the shopper first
 * touches the page, once home's carousel is due to turn, or at once for a guest with a cart
 * (decision 0035). A shell without the build's usual tags is left as it is.
 */
function scriptsThroughBoot(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href).join(' ');
  const boot = `<script defer src="/boot.js" data-entry="${entry}" data-preload="${preloads}" data-start-after="${CAROUSEL_INTERVAL_MS}" data-cart-key="${CART_ID_STORAGE_KEY}" data-unused-cart-key="${UNUSED_CART_ID_STORAGE_KEY}"></script>\n    `;
  return html.replace(PRELOAD, '').replace(ENTRY, boot);
}

/**
 * JSON inside `<script type="application/json">`: `<` escaped, so no value can close the element
 * or open a comment. The browser reads it with JSON.parse, never runs it (CSP allows no inline script).
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The built index.html as a function of a page's head tags and, when the server rendered the
 * page, its body: the shell's own `<title>` and description are taken out once (so a page never
 * carries two), and the tags go where the title was, else at the end of `<head>`, else first.
 * A rendered page fills the root element and brings the data it was rendered with
 * (`#pasal-state`, which the app hydrates from), and starts the app's scripts through `/boot.js`
 * when the build has it (`bootScript`).
 */
export function pageShell(
  indexHtml: string,
  { bootScript = true }: { bootScript?: boolean } = {},
): (headTags: string, page?: RenderedPage | null) => string {
  let html = indexHtml.replace(DESCRIPTION, '');
  if (TITLE.test(html)) html = html.replace(TITLE, MARK);
  else if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, `${MARK}</head>`);
  else html = MARK + html;
  const [before = '', after = ''] = html.split(MARK);
  // A build without /boot.js (one made before it) keeps Vite's own tags.
  const [beforeRoot = '', afterRoot] = (bootScript ? scriptsThroughBoot(after) : after).split(ROOT);
  return (headTags, page) => {
    const shell = `${before}${headTags}\n  `;
    if (!page || afterRoot === undefined) return shell + after;
    const state = `<script type="application/json" id="pasal-state">${scriptJson(page.state)}</script>`;
    return `${shell}${beforeRoot}<div id="root">${page.html}</div>${state}${afterRoot}`;
  };
}
