import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSimulators, type TestSimulators } from '../payments/simulators/test-simulators.ts';

let simulators: TestSimulators;
let t: TestApp;

beforeAll(async () => {
  simulators = await startTestSimulators();
  t = await createTestApp({ env: simulators.env });
});
afterAll(async () => {
  await t?.close();
  await simulators?.close();
});

const locate = (app: TestApp, query: string) =>
  app.app.inject({ method: 'GET', url: `/api/v1/geo/country/${query}` });

describe('GET v1/geo/country/', () => {
  it('answers the country at a position through the configured reverse geocoder', async () => {
    const kathmandu = await locate(t, '?lat=27.7172&lon=85.3240');
    expect(kathmandu.statusCode, kathmandu.body).toBe(200);
    expect(kathmandu.json()).toEqual({ country: 'Nepal' });
    expect((await locate(t, '?lat=28.6139&lon=77.2090')).json()).toEqual({ country: 'India' });
  });

  it('answers 404 at sea, and 400 for a position that is not one', async () => {
    const sea = await locate(t, '?lat=-30&lon=-140');
    expect(sea.statusCode).toBe(404);
    expect(sea.json()).toMatchObject({ detail: 'No country was found at this place.' });
    expect((await locate(t, '?lat=95&lon=85')).statusCode).toBe(400);
    expect((await locate(t, '?lat=abc&lon=85')).statusCode).toBe(400);
    expect((await locate(t, '')).statusCode).toBe(400);
  });

  it('answers 503 when the geocoder cannot be reached, and 404 when none is configured', async () => {
    const down = await createTestApp({
      env: { ...simulators.env, REVERSE_GEOCODE_URL: 'http://127.0.0.1:9/reverse' },
    });
    const off = await createTestApp({ env: { SIMULATORS: 'false' } });
    try {
      const unreachable = await locate(down, '?lat=27.7&lon=85.3');
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json()).toMatchObject({
        detail: 'Location lookup failed. Please choose your country.',
      });
      const unconfigured = await locate(off, '?lat=27.7&lon=85.3');
      expect(unconfigured.statusCode).toBe(404);
      expect(unconfigured.json()).toMatchObject({ detail: 'Location lookup is not available.' });
    } finally {
      await down.close();
      await off.close();
    }
  });

  it("maps the service's answer onto the country list: by code, else by any spelling, else Nepal's fallback", async () => {
    // Another Nominatim-compatible service, answering in its own words by latitude.
    const answers: Record<string, unknown> = {
      '1': { address: { country: 'नेपाल', country_code: 'np' } },
      '2': { address: { country: 'United States of America' } },
      '3': { address: { country: 'Narnia', country_code: 'xx' } },
      '4': { address: { country: 'Kosovo', country_code: 'xk' } },
    };
    const service = createServer((request, response) => {
      const lat = new URL(request.url ?? '/', 'http://x').searchParams.get('lat') ?? '';
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answers[lat] ?? { error: 'Unable to geocode' }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    const app = await createTestApp({
      env: { SIMULATORS: 'false', REVERSE_GEOCODE_URL: `http://127.0.0.1:${port}/reverse` },
    });
    try {
      expect((await locate(app, '?lat=1&lon=0')).json()).toEqual({ country: 'Nepal' });
      expect((await locate(app, '?lat=2&lon=0')).json()).toEqual({ country: 'United States' });
      for (const unknown of ['?lat=3&lon=0', '?lat=4&lon=0']) {
        const res = await locate(app, unknown);
        expect(res.statusCode, unknown).toBe(404);
        expect(res.json()).toMatchObject({ detail: 'No country was found at this place.' });
      }
    } finally {
      await app.close();
      await new Promise((resolve) => service.close(resolve));
    }
  });
});
