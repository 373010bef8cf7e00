import { parseOrderNumber, TRACKING_MESSAGES } from '@pasal/domain';
import { Search } from 'lucide-react';
import { type FormEvent, type Ref, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { trackOrderPath } from '../../../config/tracking.ts';
import { QuickTrackBox } from './quick-track-box.tsx';

type OrderLookupProps = {
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  /** Moves the focus to the input, e.g. to point at what is missing. */
  focusInput: () => void;
};

/**
 * Spec §2 /track-order: the Order ID input, which opens the full tracking page, and the Quick
 * Order Tracking box, which asks for the status of the same id without leaving this page.
 */
export function OrderLookup({ value, onChange, inputRef, focusInput }: OrderLookupProps) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  /** The id typed (the grouped number read as the raw id), or null after saying it is missing (spec §5). */
  function orderId(): string | null {
    const oid = parseOrderNumber(value);
    if (oid) return oid;
    setError(TRACKING_MESSAGES.enterOrderId);
    focusInput();
    return null;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const oid = orderId();
    if (oid) navigate(trackOrderPath(oid));
  }

  return (
    <Card>
      <CardBody className="space-y-6">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">Find your order</h2>
          <Field
            label="Order ID"
            error={value.trim() ? undefined : error}
            hint="You will find it in your order confirmation e-mail and in My Orders."
          >
            <Input
              ref={inputRef}
              name="order_id"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              placeholder="e.g. Q7M2-X9KP-4TZA"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              className="font-mono"
            />
          </Field>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            <Search className="size-5" aria-hidden="true" />
            Track Order
          </Button>
        </form>
        <QuickTrackBox orderId={orderId} />
      </CardBody>
    </Card>
  );
}
