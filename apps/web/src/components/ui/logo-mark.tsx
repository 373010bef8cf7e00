import { LOGO_SHAPES, LOGO_VIEW_BOX } from './logo-drawing.ts';

/*
 * The shopping-bag mark, drawn inline. As an <img> of the favicon it was one more request on every
 * page's first screen, and Chromium builds a separate SVG document for each SVG picture; inline it
 * is a few more elements of the page.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox={LOGO_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant drawing of ours, never input
      dangerouslySetInnerHTML={{ __html: LOGO_SHAPES }}
    />
  );
}
