/** The schemas chunk (schemas.ts), as a promise. */
export type Schemas = typeof import('./schemas.ts');

/** A schema, as far as reading an answer goes: zod's own types stay out of the first load. */
interface Parser<T> {
  parse(data: unknown): T;
}

let schemas: Promise<Schemas> | undefined;

/**
 * An API answer with its `data` checked by the schema `pick` chooses. zod and the domain's
 * schemas (about 30 KB gzip) stay out of the storefront's first load, whose first data comes with
 * the page: the first request that needs them downloads them while its answer is on its way.
 */
export async function parsed<T, R extends { data: unknown }>(
  answer: Promise<R>,
  pick: (schemas: Schemas) => Parser<T>,
): Promise<Omit<R, 'data'> & { data: T }> {
  // A failed download is tried again by the next request rather than remembered.
  schemas ??= import('./schemas.ts').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  const [response, loaded] = await Promise.all([answer, schemas]);
  return { ...response, data: pick(loaded).parse(response.data) };
}
