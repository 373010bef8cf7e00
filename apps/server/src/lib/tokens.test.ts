import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, loadSigningSecret } from './tokens.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-secret-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const claims = {
  user_id: 3,
  full_name: 'Hari Rai',
  email: 'hari@example.np',
  username: 'hari',
  vendor_id: 0,
};

const SID = '6f1c2a52-6a0e-4c39-9a57-5c2f0e6d1b11';

describe('token signing secret', () => {
  it('is generated once under DATA_DIR, private, and the same after a restart', async () => {
    const first = loadSigningSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    const { token } = await createTokenService(first, 60).sign(claims, 'access', SID);
    const restarted = createTokenService(loadSigningSecret(undefined, dataDir), 60);
    expect(await restarted.verify(token, 'access')).toMatchObject(claims);
  });

  it('comes from config when set, and tokens of another secret or type are refused', async () => {
    const configured = 'x'.repeat(40);
    expect(loadSigningSecret(configured, dataDir)).toBe(configured);
    const ours = createTokenService(configured, 60);
    const theirs = createTokenService('y'.repeat(40), 60);
    const { token } = await theirs.sign(claims, 'access', SID);
    expect(await ours.verify(token, 'access')).toBeNull();
    const refresh = (await ours.sign(claims, 'refresh', SID)).token;
    expect(await ours.verify(refresh, 'access')).toBeNull();
    expect(await ours.verify(refresh, 'refresh')).toMatchObject({ ...claims, token_type: 'refresh' });
  });
});
