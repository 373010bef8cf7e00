import type { Journey } from './journey.ts';
import { type Opened, type OpenOptions, openPage } from './pages.ts';
import { claimOf, demoSession, type TokenPair } from './session.ts';
import { apiGet, apiPage } from './shopping.ts';

/** The demo vendor's e-mail (README): Kathmandu Gadget House. */
const DEMO_VENDOR_EMAIL = 'vendor@pasal.demo';

/** The shop id inside a vendor's access token. */
export function vendorIdOf(tokens: TokenPair): number {
  return claimOf(tokens, 'vendor_id');
}

/** A demo shop's owner, signed in once per journey file (see demoSession). */
export interface DemoVendor {
  tokens(): Promise<TokenPair>;
  /** The shop's id, for the vendor calls' paths. */
  id(): Promise<number>;
  /** A GET as this vendor that must succeed: its JSON. */
  get<T>(call: string): Promise<T>;
  /** A paginated GET as this vendor: its JSON and the `X-Total-Count` of every page. */
  page<T>(call: string): Promise<{ body: T; total: number }>;
  /** A new page at `path`, signed in as this vendor (see openPage). */
  open(path: string, options?: Omit<OpenOptions, 'tokens'>): Promise<Opened>;
}

export function demoVendor(journey: Journey, email = DEMO_VENDOR_EMAIL): DemoVendor {
  const tokens = () => demoSession(journey, email);
  return {
    tokens,
    id: async () => vendorIdOf(await tokens()),
    get: async (call) => apiGet(journey.baseUrl, call, (await tokens()).access),
    page: async (call) => apiPage(journey.baseUrl, call, (await tokens()).access),
    open: async (path, options = {}) => openPage(journey, path, { ...options, tokens: await tokens() }),
  };
}
