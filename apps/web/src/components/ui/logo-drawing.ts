/**
 * The shopping-bag mark, drawn once: the header and the invoice draw it inline (LogoMark), and the
 * build writes it as the site's icon, `/favicon.svg` (build/favicon.ts).
 */
export const LOGO_VIEW_BOX = '0 0 64 64';

export const LOGO_SHAPES =
  '<rect width="64" height="64" rx="14" fill="#1d3fae"/>' +
  '<path d="M18 24h28l-3 24H21z" fill="#fff"/>' +
  '<path d="M25 24v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>' +
  '<circle cx="32" cy="36" r="4" fill="#c8102e"/>';

/** The mark as a picture of its own, titled Pasal. */
export const faviconSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEW_BOX}"><title>Pasal</title>${LOGO_SHAPES}</svg>`;
