import { findCountry } from '@pasal/domain';
import { z } from 'zod';

/**
 * Country of a point through a Nominatim-compatible reverse-geocoding service (spec §7: the
 * cart's country comes from the browser's position and a maps service). The server asks, not
 * the browser: the shop's CSP allows no other origin, and the service's terms want one
 * identified client rather than every shopper's browser.
 */
export interface ReverseGeocoder {
  /**
   * The English name of the country's entry in the closed list, or null when the point is in no
   * country (the sea) or in one the list does not know: either way the cart keeps Nepal.
   */
  countryAt(latitude: number, longitude: number): Promise<string | null>;
}

export class GeocoderUnavailableError extends Error {}

/**
 * Nominatim `/reverse?format=jsonv2`: `address.country` with its ISO `country_code`, or
 * `{"error": "Unable to geocode"}` at sea.
 */
const answerSchema = z.union([
  z.object({ address: z.object({ country: z.string().min(1), country_code: z.string().optional() }) }),
  z.object({ error: z.string() }),
]);

const TIMEOUT_MS = 5_000;

export function createReverseGeocoder(url: string, userAgent: string): ReverseGeocoder {
  return {
    async countryAt(latitude, longitude) {
      const query = new URLSearchParams({
        format: 'jsonv2',
        lat: String(latitude),
        lon: String(longitude),
        zoom: '3', // country level: the smallest answer the service gives
        'accept-language': 'en',
      });
      let body: unknown;
      try {
        const response = await fetch(`${url}?${query}`, {
          headers: { 'user-agent': userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new GeocoderUnavailableError('reverse geocoding failed', { cause: error });
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailableError('unexpected reverse geocoding answer');
      if (!('address' in parsed.data)) return null;
      // The code first: names follow the service's language and politics, the code does not.
      const { country, country_code: code } = parsed.data.address;
      return (findCountry(code ?? '') ?? findCountry(country))?.name ?? null;
    },
  };
}
