import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-return.ts';

const read = (query: string) => readPaymentReturn(new URLSearchParams(query));

/** Base64 of eSewa's JSON; this one holds a '+' and a '/', as real ones often do. */
const ESEWA_DATA = 'eyJ0cmFuc2FjdGlvbl9jb2RlIjoiMDAwQUJDIn0+/w==';

/** Khalti's return query (every outcome comes back to the same URL). */
const khalti = (status: string) =>
  new URLSearchParams({
    pidx: 'bZQLD9wRVWo4CdESSfuSsB',
    transaction_id: status === 'Completed' ? 'GFq9PFS7b2iYvL8Lir9oXe' : '',
    tidx: '',
    amount: '130000',
    total_amount: '130000',
    mobile: '98XXXXX904',
    status,
    purchase_order_id: 'p4s4lorder01',
    purchase_order_name: 'Pasal order',
  }).toString();

describe('readPaymentReturn', () => {
  it('passes eSewa’s signed data on exactly, naming eSewa', () => {
    expect(read(`data=${encodeURIComponent(ESEWA_DATA)}`)).toEqual({
      data: ESEWA_DATA,
      payment_method: 'esewa',
      cancelled: false,
    });
  });

  it('reads a "+" of eSewa’s data sent unescaped as the "+" it was, not a space', () => {
    expect(read(`data=${ESEWA_DATA}`)?.data).toBe(ESEWA_DATA);
  });

  it('reads eSewa’s failure link as the method alone, for eSewa’s status check to call it failed or cancelled', () => {
    expect(read('payment_method=esewa')).toEqual({ payment_method: 'esewa', cancelled: false });
  });

  it('sends Khalti’s pidx for a completed payment, and nothing of its unsigned claims', () => {
    expect(read(khalti('Completed'))).toEqual({
      pidx: 'bZQLD9wRVWo4CdESSfuSsB',
      payment_method: 'khalti',
      cancelled: false,
    });
  });

  it('marks Khalti’s "User canceled" as cancelled, and a failed one as not', () => {
    expect(read(khalti('User canceled'))).toMatchObject({ payment_method: 'khalti', cancelled: true });
    expect(read(khalti('Failed'))).toMatchObject({ payment_method: 'khalti', cancelled: false });
  });

  it('is null without anything to verify', () => {
    expect(read('')).toBeNull();
    expect(read('status=Completed&payment_method=nope')).toBeNull();
  });
});
