import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { ReturnTo } from './payment-start.service.ts';

/** The origin of a header's URL (`Referer`), or null when it is not one. */
function originOf(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const { origin } = new URL(value);
  return origin === 'null' ? null : origin;
}

/**
 * Where the shopper who starts this payment comes back to after paying: the site whose page
 * started it (its `Origin`, else its `Referer`'s origin) when that is one of CORS_ORIGINS, else
 * Pasal's PUBLIC_URL. Only listed origins are ever used, so the provider's return link can never
 * be pointed at a stranger's site (no open redirect).
 */
export function returnTo(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'corsOrigins'>,
): ReturnTo {
  const started = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  const listed = started !== null && config.corsOrigins.includes(started);
  return { publicUrl: config.publicUrl, shopperOrigin: listed ? started : config.publicUrl };
}
