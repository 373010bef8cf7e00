import { createPrivateKey, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PaymentsConfig } from '../../../config.ts';

type ConnectipsConfig = NonNullable<PaymentsConfig['connectips']>;

/**
 * The merchant's signing key: the configured PEM, or (outside production, where config does not
 * allow it to be missing) one generated once and kept under DATA_DIR like the JWT secret, so the
 * adapter and the simulator, and every restart, agree on it.
 */
export function loadConnectipsKey(config: Pick<ConnectipsConfig, 'privateKey' | 'keyFile'>): KeyObject {
  if (config.privateKey) {
    try {
      return createPrivateKey(config.privateKey);
    } catch (error) {
      throw new Error(`Invalid configuration: CONNECTIPS_PRIVATE_KEY: ${(error as Error).message}`);
    }
  }
  if (!existsSync(config.keyFile)) {
    mkdirSync(path.dirname(config.keyFile), { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
    try {
      writeFileSync(config.keyFile, pem, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: theirs is the key.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return createPrivateKey(readFileSync(config.keyFile, 'utf8'));
}

/** The login page's signed fields, in the order NCHL signs them. */
export const CONNECTIPS_FORM_FIELDS = [
  'MERCHANTID',
  'APPID',
  'APPNAME',
  'TXNID',
  'TXNDATE',
  'TXNCRNCY',
  'TXNAMT',
  'REFERENCEID',
  'REMARKS',
  'PARTICULARS',
] as const;
export type ConnectipsFormField = (typeof CONNECTIPS_FORM_FIELDS)[number];

/** NCHL signs `NAME=value` pairs joined by commas (hence no commas in values). */
const message = (pairs: [string, string][]) => pairs.map(([name, value]) => `${name}=${value}`).join(',');

/** What the login page's TOKEN signs: every field in order, then the literal `TOKEN=TOKEN`. */
export function formMessage(values: Record<ConnectipsFormField, string>): string {
  return message([
    ...CONNECTIPS_FORM_FIELDS.map((name): [string, string] => [name, values[name]]),
    ['TOKEN', 'TOKEN'],
  ]);
}

/** What validatetxn's token signs. */
export function validationMessage(merchantId: string, appId: string, txnId: string, txnAmt: string): string {
  return message([
    ['MERCHANTID', merchantId],
    ['APPID', appId],
    ['REFERENCEID', txnId],
    ['TXNAMT', txnAmt],
  ]);
}

/** RSA-SHA256 with PKCS#1 v1.5 padding (node's default for RSA keys), base64. */
export function signConnectips(key: KeyObject, text: string): string {
  return createSign('RSA-SHA256').update(text).sign(key, 'base64');
}

export function connectipsSignatureValid(publicKey: KeyObject, text: string, token: string): boolean {
  return createVerify('RSA-SHA256').update(text).verify(publicKey, token, 'base64');
}
