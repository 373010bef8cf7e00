import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config.ts';
import { PRODUCTION_ENV } from './test/production-env.ts';

describe('configuration', () => {
  it('is documented: the README table lists every variable the server reads', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const key of Object.keys(envSchema.shape))
      expect(readme).toMatch(new RegExp(`^\\| \`${key}\` +\\|`, 'm'));
  });

  it('has the documented defaults and names the key of a bad value', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses production without a mail server or a public address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://pasal.example.np' })).toThrow(
      /SMTP_URL: required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.np:587' })).toThrow(
      /PUBLIC_URL: required in production/,
    );
    expect(loadConfig(PRODUCTION_ENV).isProduction).toBe(true);
  });
});
