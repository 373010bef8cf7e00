/**
 * Spec §9: an image URL lacking `http` gets a fixed host prefix. The server answers with
 * absolute URLs already; this keeps relative paths (older clients, seeds) working.
 */
export function imageUrl(path: string | null | undefined, host: string): string {
  if (!path) return '';
  if (path.startsWith('http')) return path;
  const base = host.endsWith('/') ? host.slice(0, -1) : host;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
