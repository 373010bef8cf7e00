type FormNode = Record<string, unknown>;

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Objects keyed 0..n (Stripe's `line_items[0]`) become arrays. */
function withArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withArrays(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key)))
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  return Object.fromEntries(entries);
}

/**
 * Urlencoded bodies the way Stripe's API reads them: `line_items[0][price_data][currency]=npr`
 * nests, `expand[]=a` appends; flat forms (PayPal's token call, NCHL's login page) stay flat.
 */
export function parseForm(body: string): FormNode {
  const root: FormNode = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue;
    let node = root;
    path.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || next === null) node[name] = {};
      node = node[name] as FormNode;
    });
  }
  return withArrays(root) as FormNode;
}
