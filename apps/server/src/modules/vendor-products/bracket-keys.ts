/**
 * A form's flat names as the nested shape they spell: `specifications[0][title]` is
 * `{specifications: [{title}]}`, `gallery_remove[]` appends to a list. Numbered entries are kept
 * in number order with gaps closed up (`sizes[0]`, `sizes[5]` are the first two sizes). Names
 * without brackets, and bodies already nested (JSON), pass through unchanged.
 *
 * Hand-written rather than `qs`: form values here are Buffers (files) as well as strings, and qs
 * turns an index above its `arrayLimit` (20) into an object key, where a product has up to 60
 * specification rows.
 */

/** `name` then one to three `[part]`s; longer or odd names are left as they are. */
const BRACKETED = /^([^[\]]+)((?:\[[^[\]]*\]){1,3})$/;
const PART = /\[([^[\]]*)\]/g;
const INDEX = /^(?:0|[1-9]\d{0,3})$/;
/** Names that would reach an object's prototype are dropped. */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

type Node = Map<string, unknown>;

function child(node: Node, part: string): Node {
  const existing = node.get(part);
  if (existing instanceof Map) return existing;
  const created: Node = new Map();
  node.set(part, created);
  return created;
}

/** `name[]`: the number after the highest one the list has. */
function nextIndex(node: Node): string {
  const taken = [...node.keys()].filter((part) => INDEX.test(part)).map(Number);
  return String(taken.length ? Math.max(...taken) + 1 : 0);
}

/** A node whose parts are all numbers becomes a list in number order; any other an object. */
function toValue(node: Node): unknown {
  const entries = [...node].map(
    ([part, value]) => [part, value instanceof Map ? toValue(value) : value] as const,
  );
  if (entries.length === 0 || !entries.every(([part]) => INDEX.test(part)))
    return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value);
}

export function nestBracketKeys(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return body;
  const root: Node = new Map();
  for (const [name, value] of Object.entries(body)) {
    const match = BRACKETED.exec(name);
    const parts = match
      ? [match[1] as string, ...[...(match[2] as string).matchAll(PART)].map((m) => m[1] as string)]
      : [name];
    if (parts.some((part) => UNSAFE.has(part))) continue;
    let node = root;
    for (const part of parts.slice(0, -1)) node = child(node, part);
    const last = parts.at(-1) as string;
    if (last !== '') node.set(last, value);
    // `name[]`, once or sent several times (a list): each value appended in turn.
    else for (const item of Array.isArray(value) ? value : [value]) node.set(nextIndex(node), item);
  }
  return Object.fromEntries(
    [...root].map(([name, value]) => [name, value instanceof Map ? toValue(value) : value]),
  );
}
