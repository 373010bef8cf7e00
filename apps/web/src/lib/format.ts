/* On-screen number and date formats (money has its own, `formatNprDecimal`, in the domain). */
/** Lakh grouping, as prices use: 1,50,000. */
export const formatCount = (n: number) => n.toLocaleString('en-IN');

/**
 * A DateTimeFormat built on first use: building one takes tens of milliseconds on a phone, and most
 * pages that load this module show no date.
 */
function dateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat('en-GB', options);
    return format.format(date);
  };
}

const dateFormat = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric' });

/** "8 Apr 2025": day first, as Nepal writes dates in English. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(date);
}

const dateTimeFormat = dateFormatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "8 Apr 2025, 3:45 pm": for events whose hour matters (notifications). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(date);
}
