/**
 * RFC 4180 text: a header line, then one line per row, lines ended by CRLF; a field holding a
 * comma, a double quote or a line break is quoted, its quotes doubled. A field that a spreadsheet
 * would run as a formula (=, +, -, @ first) is left as is: only numbers are written here, and a
 * minus sign is part of them.
 */
export function toCsv<Row, Column extends keyof Row & string>(
  columns: readonly Column[],
  rows: readonly Row[],
): string {
  const field = (value: unknown) => {
    const text = String(value ?? '');
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns.map(field), ...rows.map((row) => columns.map((c) => field(row[c])))];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
