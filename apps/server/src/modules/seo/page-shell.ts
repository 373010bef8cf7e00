import type { RenderedPage } from './page-render.ts';

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const ROOT = '<div id="root"></div>';
const MARK = '<!--pasal-head-->';

/**
 * A rendered page paints without its scripts: they load at low priority, after the style sheet
 * and the page's largest picture, which the first paint does wait for.
 */
function scriptsLast(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
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
 * (`#pasal-state`, which the app hydrates from).
 */
export function pageShell(indexHtml: string): (headTags: string, page?: RenderedPage | null) => string {
  let html = indexHtml.replace(DESCRIPTION, '');
  if (TITLE.test(html)) html = html.replace(TITLE, MARK);
  else if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, `${MARK}</head>`);
  else html = MARK + html;
  const [before = '', after = ''] = html.split(MARK);
  const [beforeRoot = '', afterRoot] = scriptsLast(after).split(ROOT);
  return (headTags, page) => {
    const shell = `${before}${headTags}\n  `;
    if (!page || afterRoot === undefined) return shell + after;
    const state = `<script type="application/json" id="pasal-state">${scriptJson(page.state)}</script>`;
    return `${shell}${beforeRoot}<div id="root">${page.html}</div>${state}${afterRoot}`;
  };
}
