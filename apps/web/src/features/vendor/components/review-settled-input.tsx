import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Typing settles this long before the list is asked for again. */
const TYPING_MS = 400;

type SettledInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  /** What the address holds now. */
  value: string;
  /** Called once typing has settled on something other than `value` (trimmed). */
  onSettle: (text: string) => void;
};

/**
 * A filter box of the reviews and notifications screens: it reports what was typed once typing
 * settles, and shows the address's value again when that changes underneath (Back, Reset).
 */
export function SettledInput({ value, onSettle, ...props }: SettledInputProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, TYPING_MS);
  const applied = useRef(value);
  // The latest handler, without a new one (a new address) reporting the same text again.
  const onSettleRef = useRef(onSettle);
  useEffect(() => {
    onSettleRef.current = onSettle;
  });

  useEffect(() => {
    applied.current = value;
    setText((typed) => (typed.trim() === value.trim() ? typed : value));
  }, [value]);

  useEffect(() => {
    if (settled.trim() === applied.current.trim()) return;
    applied.current = settled;
    onSettleRef.current(settled.trim());
  }, [settled]);

  return <Input value={text} onChange={(event) => setText(event.target.value)} {...props} />;
}
