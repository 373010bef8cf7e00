import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as Drizzle lists it on a prepared select: where it goes in the row object. */
interface SelectedField {
  path: string[];
  field: unknown;
}

type Decode = (value: unknown) => unknown;
type Row = Record<string, unknown>;

/**
 * How one column of the result array lands in the row object. `group` is the index of the nested
 * object it belongs to (`{ product: { … } }`), or -1 for a top-level key; a group's columns come
 * together (Drizzle lists a nested selection in place), and its first one makes its object.
 */
interface Slot {
  key: string;
  group: number;
  opensGroup: boolean;
  decode: Decode;
}

/** A nested object of the row, and when it is a left-joined table that found no row (null). */
interface Group {
  key: string;
  /** The column whose null means "no row" (Drizzle's rule: the group's first column), or -1. */
  nullWhen: number;
}

/**
 * Drizzle's own result mapping (mapResultRow), worked out once per prepared select instead of
 * for every column of every row: it asks each field's kind, walks its path and tracks left joins
 * anew each time, which was about a tenth of the server's CPU on the catalogue's card reads (issue
 * 19). The same rules, so the same objects: each column decoded by its own decoder (nulls left
 * null), nested by its path, and a left-joined table's object null when its first column is null
 * and the join may find nothing. Paths deeper than one level are left to Drizzle (`null`).
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((rows: unknown[][]) => Row[]) | null {
  if (fields.some((f) => f.path.length > 2)) return null;
  const groups: Group[] = [];
  const groupIndex = new Map<string, number>();
  const tableOfGroup: Array<string | false | undefined> = [];

  const slots = fields.map(({ path, field }, index): Slot => {
    const decode = decoderOf(field);
    if (path.length === 1) return { key: path[0] as string, group: -1, opensGroup: false, decode };
    const [groupKey, key] = path as [string, string];
    let group = groupIndex.get(groupKey);
    const opensGroup = group === undefined;
    if (group === undefined) {
      group = groups.push({ key: groupKey, nullWhen: -1 }) - 1;
      groupIndex.set(groupKey, group);
    }
    if (joinsNotNullableMap && is(field, Column)) {
      const table = getTableName(field.table);
      const seen = tableOfGroup[group];
      if (seen === undefined) {
        tableOfGroup[group] = table;
        (groups[group] as Group).nullWhen = index;
      } else if (seen !== table) tableOfGroup[group] = false;
    }
    return { key, group, opensGroup, decode };
  });
  groups.forEach((group, index) => {
    const table = tableOfGroup[index];
    if (typeof table !== 'string' || joinsNotNullableMap?.[table]) group.nullWhen = -1;
  });

  const mapRow = (values: unknown[]): Row => {
    const row: Row = {};
    let object: Row = row;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] as Slot;
      const raw = values[i];
      const value = raw === null ? null : slot.decode(raw);
      if (slot.group < 0) row[slot.key] = value;
      else {
        if (slot.opensGroup) {
          object = {};
          row[(groups[slot.group] as Group).key] = object;
        }
        object[slot.key] = value;
      }
    }
    for (const group of groups)
      if (group.nullWhen >= 0 && values[group.nullWhen] === null) row[group.key] = null;
    return row;
  };
  return (rows) => rows.map(mapRow);
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder Drizzle's mapResultRow picks for a field (an SQL's is internal to Drizzle's types). */
function decoderOf(field: unknown): Decode {
  const sqlDecoder = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  const decoder: Decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? sqlDecoder(field)
      : is(field, Subquery)
        ? sqlDecoder(field._.sql)
        : sqlDecoder((field as { sql: unknown }).sql);
  return (value) => decoder.mapFromDriverValue(value);
}
