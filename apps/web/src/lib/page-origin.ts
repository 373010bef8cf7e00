/**
 * The page's origin, the host `imageUrl` puts before a relative picture path. The server renderer
 * has no page: it gets none, and the API's picture URLs are absolute anyway.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
