import { Search } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/* The boxes of the vendor lists' filter bars, each showing what the address holds. */

/** Typing settles this long before the list is asked for again. */
const TYPING_MS = 400;

const sameText = (a: string, b: string) => a.trim() === b.trim();

type SettledInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  /** What the address holds now. */
  value: string;
  /** Called once typing has settled on something that asks other than `value` (trimmed). */
  onSettle: (text: string) => void;
  /**
   * Whether two texts ask the list the same thing (a price box: as the schema reads them, so
   * "abc" stays as typed while the address holds its 0). Trimmed text by default.
   */
  same?: (a: string, b: string) => boolean;
};

/**
 * A filter box: it reports what was typed once typing settles (the list is asked again once per
 * settled word, not per key), and shows the address's value again when that changes underneath
 * (Back, Reset).
 */
function SettledInput({ value, onSettle, same = sameText, ...props }: SettledInputProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, TYPING_MS);
  const applied = useRef(value);
  // The latest handlers, without a new one (a new address) reporting the same text again.
  const latest = useRef({ onSettle, same });
  useEffect(() => {
    latest.current = { onSettle, same };
  });

  useEffect(() => {
    applied.current = value;
    setText((typed) => (latest.current.same(typed, value) ? typed : value));
  }, [value]);

  useEffect(() => {
    if (latest.current.same(settled, applied.current)) return;
    applied.current = settled;
    latest.current.onSettle(settled.trim());
  }, [settled]);

  return <Input value={text} onChange={(event) => setText(event.target.value)} {...props} />;
}

type AmountInputProps = Omit<SettledInputProps, 'value' | 'onSettle' | 'same'> & {
  /** The amount the address holds (rupees); undefined is no limit. */
  amount: number | undefined;
  /** The query's own field schema, which decides what a typed text means. */
  schema: z.ZodType<number | undefined>;
  onAmount: (amount: number | undefined) => void;
};

/**
 * A min or max amount box: the text is read by the list's own query schema, so the box and the
 * server agree on what it asks; a text that asks the same as the address (10.50 for 10.5) stays
 * as typed.
 */
function AmountInput({ amount, schema, onAmount, ...props }: AmountInputProps) {
  const read = (text: string) => schema.safeParse(text).data;
  return (
    <SettledInput
      inputMode="decimal"
      {...props}
      value={amount === undefined ? '' : String(amount)}
      same={(a, b) => read(a) === read(b)}
      onSettle={(text) => onAmount(read(text))}
    />
  );
}

type SearchInputProps = Omit<SettledInputProps, 'value' | 'onSettle' | 'same' | 'type' | 'className'> & {
  query: string | undefined;
  /** The settled text, trimmed; undefined once the box is blank. */
  onSearch: (query: string | undefined) => void;
};

/** A list's search box, with its magnifier. */
export function SearchInput({ query, onSearch, ...props }: SearchInputProps) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
        aria-hidden="true"
      />
      <SettledInput
        type="search"
        className="pl-9"
        {...props}
        value={query ?? ''}
        onSettle={(text) => onSearch(text || undefined)}
      />
    </div>
  );
}

type AmountKey<Noun extends string> = `min_${Noun}` | `max_${Noun}`;
type Amounts<Noun extends string> = Partial<Record<AmountKey<Noun>, number | undefined>>;

type AmountRangeFieldsProps<Noun extends string> = {
  /** What the two boxes bound: their labels ("Min price (Rs.)") and filters (`min_price`). */
  noun: Noun;
  filters: Amounts<Noun>;
  /** The query's own field schema for either bound. */
  schema: z.ZodType<number | undefined>;
  onChange: (change: Amounts<Noun>, options: { replace: boolean }) => void;
};

/** A filter's min and max amount in rupees, as two cells of its bar's grid. */
export function AmountRangeFields<Noun extends 'price' | 'revenue'>({
  noun,
  filters,
  schema,
  onChange,
}: AmountRangeFieldsProps<Noun>) {
  const box = (end: 'min' | 'max', label: string, placeholder: string) => {
    const key: AmountKey<Noun> = `${end}_${noun}`;
    return (
      <Field label={`${label} ${noun} (Rs.)`} className="min-w-0">
        <AmountInput
          placeholder={placeholder}
          amount={filters[key]}
          schema={schema}
          onAmount={(amount) => onChange({ [key]: amount } as Amounts<Noun>, { replace: true })}
        />
      </Field>
    );
  };
  return (
    <>
      {box('min', 'Min', '0')}
      {box('max', 'Max', 'Any')}
    </>
  );
}

type DateRange = { start_date?: string | undefined; end_date?: string | undefined };

/** A filter's range of days (both ends included), as two cells of its bar's grid; applied at once. */
export function DateRangeFields({
  filters,
  onChange,
}: {
  filters: DateRange;
  onChange: (change: DateRange) => void;
}) {
  return (
    <>
      <Field label="From date" className="min-w-0">
        <Input
          type="date"
          value={filters.start_date ?? ''}
          max={filters.end_date}
          onChange={(event) => onChange({ start_date: event.target.value || undefined })}
        />
      </Field>
      <Field label="To date" className="min-w-0">
        <Input
          type="date"
          value={filters.end_date ?? ''}
          min={filters.start_date}
          onChange={(event) => onChange({ end_date: event.target.value || undefined })}
        />
      </Field>
    </>
  );
}
