import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { startTestSimulators } from '../payments/simulators/test-simulators.ts';
import { createCourier } from './couriers.ts';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', DATA_DIR: '/tmp/pasal-ncm-unused' };

describe('which courier Pasal talks to', () => {
  it('outside production: the NCM simulator served beside the payment simulators', async () => {
    const sims = await startTestSimulators();
    try {
      const { ncm } = sims.config.logistics;
      expect(ncm?.baseUrl).toBe(`${sims.url}/ncm`);
      const courier = createCourier(sims.config);
      const branches = await courier?.branches();
      expect(branches?.map((b) => b.name)).toContain('POKHARA');
    } finally {
      await sims.close();
    }
  });

  it('the real NCM when NCM_BASE_URL is set, which then needs NCM_TOKEN', () => {
    const live = loadConfig({
      ...base,
      ...PRODUCTION_ENV,
      NCM_BASE_URL: 'https://portal.nepalcanmove.com/',
      NCM_TOKEN: 'secret',
    });
    expect(live.logistics.ncm).toEqual({ baseUrl: 'https://portal.nepalcanmove.com', token: 'secret' });
    expect(live.logistics.ncmSimulator).toBeNull();
    expect(() => loadConfig({ ...base, NCM_BASE_URL: 'https://demo.nepalcanmove.com' })).toThrow(/NCM_TOKEN/);
  });

  it('none in production without NCM_BASE_URL: tracking then shows what is stored', () => {
    const config = loadConfig({ ...base, ...PRODUCTION_ENV });
    expect(config.logistics.ncm).toBeNull();
    expect(createCourier(config)).toBeNull();
  });

  it('reads the tracking settings', () => {
    const config = loadConfig({
      ...base,
      TRACKING_REFRESH_SECONDS: '60',
      TRACKING_RATE_LIMIT: '5',
      NCM_DEFAULT_BRANCH: 'pokhara',
    });
    expect(config.logistics).toMatchObject({ refreshMs: 60_000, rateLimit: 5, defaultBranch: 'POKHARA' });
    expect(() => loadConfig({ ...base, TRACKING_REFRESH_SECONDS: 'soon' })).toThrow(
      /TRACKING_REFRESH_SECONDS/,
    );
  });
});
