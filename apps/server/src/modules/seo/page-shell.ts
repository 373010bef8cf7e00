const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const MARK = '<!--pasal-head-->';

/**
 * The built index.html as a function of a page's head tags: the shell's own `<title>` and
 * description are taken out once (so a page never carries two), and the tags go where the
 * title was, else at the end of `<head>`, else first.
 */
export function pageShell(indexHtml: string): (headTags: string) => string {
  let html = indexHtml.replace(DESCRIPTION, '');
  if (TITLE.test(html)) html = html.replace(TITLE, MARK);
  else if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, `${MARK}</head>`);
  else html = MARK + html;
  const [before = '', after = ''] = html.split(MARK);
  return (headTags) => `${before}${headTags}\n  ${after}`;
}
