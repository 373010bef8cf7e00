import type { z } from 'zod';
import { type OnlineMethod, ProviderUnavailableError } from '../payment-provider.ts';

/** No shopper waits longer than this on a provider; the attempt stays pending and can be checked again. */
const TIMEOUT_MS = 20_000;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** One HTTP call to a provider: unreachable, timed out or not JSON becomes ProviderUnavailableError. */
export async function callProvider(
  provider: OnlineMethod,
  url: string,
  init: RequestInit,
): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    throw new ProviderUnavailableError(provider, `${init.method ?? 'GET'} ${url} failed`, { cause: error });
  }
}

/** The answer's body in the shape the provider documents, or ProviderUnavailableError saying what came. */
export function expectAnswer<T>(provider: OnlineMethod, answer: ProviderAnswer, schema: z.ZodType<T>): T {
  const parsed = answer.status < 300 ? schema.safeParse(answer.body) : undefined;
  if (parsed?.success) return parsed.data;
  const detail = JSON.stringify(answer.body)?.slice(0, 300);
  throw new ProviderUnavailableError(provider, `unexpected answer ${answer.status}: ${detail}`);
}
