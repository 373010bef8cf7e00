import type { PreloadImage } from './page-render.ts';

/**
 * What a shared link's preview and a search engine read from a page's HTML before any script
 * runs (Open Graph, Twitter cards): the server writes these into the app shell per page.
 */
export interface PageMeta {
  /** The whole `<title>`, site name included. */
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  url: string;
  /** Absolute URL of the preview picture. */
  image: string;
  type: 'website' | 'product' | 'profile';
  /** A product's price, the `product:price:amount` decimal (e.g. "149999.00"), in NPR. */
  price?: string;
}

export const SITE_NAME = 'Pasal';

/** The shell's own default, for pages that have nothing more specific to say. */
export const SITE_TITLE = `${SITE_NAME} · Tech marketplace of Nepal`;
export const SITE_DESCRIPTION =
  'Pasal: laptops, phones, audio, TVs and gaming from trusted vendors across Nepal. Cash on delivery, eSewa, Khalti, ConnectIPS and cards.';

/** The app's own 800px banner (apps/web/public): a preview for pages without a picture of their own. */
export const DEFAULT_IMAGE_PATH = '/carousel/shop-all-800.webp';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe both as element text and inside a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Collapses whitespace and cuts at a word to about `max` characters, for descriptions. */
export function summarize(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The tags for `<head>`: title, description, canonical, Open Graph and Twitter card, escaped. */
export function renderHead(meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    ...(meta.price === undefined
      ? []
      : [property('product:price:amount', meta.price), property('product:price:currency', 'NPR')]),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
  ];
  return tags.join('\n    ');
}

/**
 * Asks for a page's largest picture with the HTML, before any script or style sheet: the same
 * `srcset` and `sizes` as its `<img>`, so the browser picks the same file once.
 */
export function renderPreload(image: PreloadImage): string {
  const choices = image.srcSet
    ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}"${choices} fetchpriority="high" />`;
}
