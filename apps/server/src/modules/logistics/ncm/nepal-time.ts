/** NCM writes times in Nepal time (UTC+05:45); inside Pasal they are `Date`s. */
const OFFSET_MINUTES = 5 * 60 + 45;

/** 2026-01-15T08:45:00.000Z → "2026-01-15T14:30:00.000+05:45". */
export function toNepalTime(date: Date): string {
  const shifted = new Date(date.getTime() + OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, -1)}+05:45`;
}

/**
 * Reads a courier time: ISO with an offset, or a local time without one ("2026-01-15 14:30:00"),
 * which is Nepal time. Null when it is not a time at all.
 */
export function fromNepalTime(text: string): Date | null {
  const iso = text.trim().replace(' ', 'T');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso)) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}+05:45`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : new Date(ms);
}
