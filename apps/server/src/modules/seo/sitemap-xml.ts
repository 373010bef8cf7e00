const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entries(tag: 'url' | 'sitemap', list: SitemapEntry[]): string {
  return list
    .map(({ loc, lastmod }) => {
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
    })
    .join('\n');
}

/** A sitemap file (sitemaps.org protocol). */
export function urlset(list: SitemapEntry[]): string {
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${entries('url', list)}\n</urlset>\n`;
}

/** The sitemap index that points at the files. */
export function sitemapIndex(list: SitemapEntry[]): string {
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${entries('sitemap', list)}\n</sitemapindex>\n`;
}
