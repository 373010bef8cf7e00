import { PAYMENT_MESSAGES, type PaymentMethod } from '@pasal/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { serverMessage } from '../../../lib/server-message.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { type OnlineMethod, useStartPayment } from '../api/start-payment.ts';
import { postForm } from '../lib/post-form.ts';

/**
 * Spec §8's words, and the same words for the methods it does not name (PayPal's: the spec only
 * logs its errors, which leaves the shopper guessing; the wallets came after it).
 */
const START_FAILED: Record<OnlineMethod, string> = {
  stripe: 'Failed to initialize Stripe payment',
  paypal: 'Failed to initialize PayPal payment',
  connectips: 'Failed to initialize ConnectIPS payment',
  esewa: 'Failed to initialize eSewa payment',
  khalti: 'Failed to initialize Khalti payment',
};

/**
 * The Pay / Place Order action (spec §2, §4): cash on delivery is placed here and the shopper
 * goes to the result page; an online method hands the browser to its provider. `processing`
 * stays true while the browser leaves, so the button cannot start a second payment.
 */
export function usePay(oid: string) {
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const start = useStartPayment();
  const [leaving, setLeaving] = useState(false);

  // Coming back with the browser's Back button restores this page as it was: usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function placeCashOnDelivery() {
    try {
      const result = await confirm.mutateAsync({ oid, payment_method: 'cod' });
      if (result.status === 'success' || result.status === 'info') {
        // `info`: placed or paid before (another tab, a double click); the server says which.
        toast.success(result.status === 'success' ? PAYMENT_MESSAGES.codPlaced : result.message);
        navigate(`/payment-success/${oid}/`);
      } else {
        toast.error('Failed to place order', { description: result.message });
      }
    } catch (error) {
      toast.error('Failed to place order', { description: serverMessage(error) ?? undefined });
    }
  }

  async function payOnline(method: OnlineMethod) {
    try {
      const handoff = await start.mutateAsync({ oid, method });
      setLeaving(true);
      if (handoff.kind === 'redirect') window.location.assign(handoff.url);
      else await postForm(handoff.action, handoff.fields);
    } catch (error) {
      setLeaving(false);
      toast.error(START_FAILED[method], { description: serverMessage(error) ?? undefined });
    }
  }

  return {
    pay: (method: PaymentMethod) => (method === 'cod' ? placeCashOnDelivery() : payOnline(method)),
    processing: confirm.isPending || start.isPending || leaving,
  };
}
