import { useEffect, useRef } from 'react';
import { serverMessage } from '../../../lib/server-message.ts';
import { type PaymentReturn, useConfirmPayment } from '../api/confirm-payment.ts';
import { fromVerification, type ResultState } from '../lib/result-state.ts';

/**
 * Posts the provider's return to `payment-success` once per return (StrictMode runs effects
 * twice; the ref survives that) and turns the answer into the page's header state. Null when
 * there is nothing to verify.
 */
export function usePaymentVerification(oid: string, found: PaymentReturn | null): ResultState | null {
  const confirm = useConfirmPayment();
  const { mutate } = confirm;
  const sent = useRef<string | null>(null);
  const key = found ? JSON.stringify([oid, found]) : null;

  useEffect(() => {
    if (key === null || !found || sent.current === key) return;
    sent.current = key;
    mutate({ oid, ...found });
  }, [key, oid, found, mutate]);

  if (!found) return null;
  if (confirm.isError) return { kind: 'failed', message: serverMessage(confirm.error) ?? undefined };
  if (confirm.data) return fromVerification(confirm.data);
  return { kind: 'verifying' };
}
