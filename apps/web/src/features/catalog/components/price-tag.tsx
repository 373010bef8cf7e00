import { decimalToPaisa, formatNprDecimal } from '@pasal/domain/plain';

type PriceTagProps = { price: string; oldPrice: string | null };

/** The price being paid, and the struck-through old one when it really was higher. */
export function PriceTag({ price, oldPrice }: PriceTagProps) {
  const now = decimalToPaisa(price) ?? 0;
  const before = oldPrice === null ? null : decimalToPaisa(oldPrice);
  const saving = before !== null && before > now ? before - now : 0;
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="text-3xl font-extrabold tracking-tight text-ink">
        <span className="sr-only">Price: </span>
        {formatNprDecimal(price)}
      </p>
      {saving > 0 && oldPrice && (
        <>
          <s className="text-base text-ink-subtle">
            <span className="sr-only">Was </span>
            {formatNprDecimal(oldPrice)}
          </s>
          <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white">
            Save {Math.round((saving / (before ?? 1)) * 100)}%
          </span>
        </>
      )}
    </div>
  );
}
