import type { FastifyInstance } from 'fastify';

/**
 * A stand-in for a Nominatim-compatible reverse geocoder (`/geo/reverse`), served beside the
 * payment and courier simulators so the demo and the tests find a country with no internet.
 * It knows Nepal and its neighbours by rough bounding boxes, Nepal first (the boxes overlap).
 */
const COUNTRIES: { name: string; code: string; south: number; north: number; west: number; east: number }[] =
  [
    { name: 'Nepal', code: 'np', south: 26.3, north: 30.5, west: 80.0, east: 88.3 },
    { name: 'Bhutan', code: 'bt', south: 26.7, north: 28.3, west: 88.7, east: 92.2 },
    { name: 'Bangladesh', code: 'bd', south: 20.6, north: 26.7, west: 88.0, east: 92.7 },
    { name: 'India', code: 'in', south: 6.5, north: 35.7, west: 68.1, east: 97.4 },
    { name: 'China', code: 'cn', south: 18.1, north: 53.6, west: 73.5, east: 134.8 },
  ];

export async function geoSimulator(app: FastifyInstance) {
  app.get('/geo/reverse', async (request, reply) => {
    const { lat, lon } = request.query as { lat?: string; lon?: string };
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      return reply.status(400).send({ error: { code: 400, message: 'Parameter lat/lon must be a number' } });
    }
    const country = COUNTRIES.find(
      (c) => latitude >= c.south && latitude <= c.north && longitude >= c.west && longitude <= c.east,
    );
    if (!country) return { error: 'Unable to geocode' };
    return {
      lat: String(latitude),
      lon: String(longitude),
      display_name: country.name,
      address: { country: country.name, country_code: country.code },
    };
  });
}
