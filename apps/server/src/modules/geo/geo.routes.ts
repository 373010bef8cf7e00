import { locatedCountrySchema, locateQuerySchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { createReverseGeocoder, GeocoderUnavailableError } from './reverse-geocoder.ts';

/**
 * `GET v1/geo/country/?lat=&lon=`: the country at the shopper's position, for the cart's shipping
 * form (spec §7). 404 when no geocoder is configured or the point is in no country, 503 when the
 * service fails; the app falls back to Nepal in every such case.
 */
export async function geoRoutes(parent: FastifyInstance, { config }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { reverseGeocodeUrl, rateLimit } = config.geo;
  const geocoder = reverseGeocodeUrl
    ? createReverseGeocoder(reverseGeocodeUrl, `Pasal marketplace (${config.publicUrl})`)
    : null;

  app.get(
    '/geo/country/',
    {
      // Each call reaches an outside service with a usage policy: a few per shopper are plenty.
      config: { auth: 'public', rateLimit: { max: rateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['cart'],
        summary: "Country at the shopper's position (reverse geocoding), for the shipping form",
        querystring: locateQuerySchema,
        response: { 200: locatedCountrySchema },
      },
    },
    async (request) => {
      if (!geocoder) throw new AppError('not_found', 'Location lookup is not available.');
      let country: string | null;
      try {
        country = await geocoder.countryAt(request.query.lat, request.query.lon);
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        request.log.warn({ err: error }, 'reverse geocoding unavailable');
        throw new AppError('unavailable', 'Location lookup failed. Please choose your country.');
      }
      if (!country) throw new AppError('not_found', 'No country was found at this place.');
      return { country };
    },
  );
}
