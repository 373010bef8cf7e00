/*
 * The shopping-bag mark of favicon.svg, drawn inline. As an <img> it was one more request on every
 * page's first screen, and Chromium builds a separate SVG document for each SVG picture; inline it
 * is a few more elements of the page.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#1d3fae" />
      <path d="M18 24h28l-3 24H21z" fill="#fff" />
      <path d="M25 24v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="36" r="4" fill="#c8102e" />
    </svg>
  );
}
