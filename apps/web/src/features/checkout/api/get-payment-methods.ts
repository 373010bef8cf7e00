import { paymentMethodOptionSchema } from '@pasal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client.ts';

/** `GET v1/payment-methods/`: only the methods the server has configured (spec §5). */
export async function getPaymentMethods(signal?: AbortSignal) {
  const { data } = await api.get<unknown>('v1/payment-methods/', { signal });
  return z.array(paymentMethodOptionSchema).parse(data);
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: ['payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 5 * 60_000,
  });
}
