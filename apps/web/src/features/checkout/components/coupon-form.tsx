import { couponInputSchema } from '@pasal/domain';
import { CircleCheck, TicketPercent } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useApplyCoupon } from '../api/apply-coupon.ts';

const codeSchema = couponInputSchema.shape.coupon_code;

type CouponFormProps = {
  oid: string;
  /** The order already carries a coupon (spec §4 "coupon flag"). */
  applied: boolean;
  /** Every shop in the order has its coupon: none can be added. */
  complete: boolean;
};

/**
 * Spec §2/§4: Apply Coupon; after a success the button is disabled and reads Coupon Applied. A
 * warning (already used) says to start a new cart for a different coupon; an error is the server's.
 * PRODUCT.md allows one coupon per shop, so in an order from several shops typing another
 * shop's code makes the button Apply Coupon again.
 */
export function CouponForm({ oid, applied, complete }: CouponFormProps) {
  const apply = useApplyCoupon();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [activated, setActivated] = useState(false);
  const done = complete || ((applied || activated) && code.trim() === '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = codeSchema.safeParse(code);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    try {
      const result = await apply.mutateAsync({ oid, code: checked.data });
      if (result.status === 'success') {
        setActivated(true);
        setCode('');
        toast.success(result.message);
      } else if (result.status === 'warning') {
        toast.info(result.message, { description: 'To use a different coupon, create a new cart.' });
      } else {
        setProblem(result.message);
        toast.error(result.message);
      }
    } catch (error) {
      toast.error('Failed to apply coupon', { description: serverMessage(error) ?? undefined });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Field label="Coupon code" error={problem}>
        <div className="flex flex-col gap-2 min-[400px]:flex-row">
          <div className="relative min-w-0 flex-1">
            <TicketPercent
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-subtle"
              aria-hidden="true"
            />
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={50}
              disabled={complete}
              placeholder={
                complete
                  ? 'Coupon applied to this order'
                  : applied || activated
                    ? "Another shop's coupon code"
                    : 'Enter a coupon code'
              }
              className="pl-10"
            />
          </div>
          <Button type="submit" variant="secondary" loading={apply.isPending} disabled={done}>
            {done && <CircleCheck className="size-4 text-success-600" aria-hidden="true" />}
            {done ? 'Coupon Applied' : 'Apply Coupon'}
          </Button>
        </div>
      </Field>
    </form>
  );
}
