import { z } from 'zod';
import type { PricingRates } from './price-preview.ts';

/** `GET v1/pricing/` as the app reads it; apart from price-preview.ts, which loads without zod. */
export const pricingRatesSchema = z.object({
  service_fee_percent: z.number().min(0).max(100),
  tax_rates: z.array(z.object({ country: z.string(), rate: z.number().min(0).max(100) })),
}) satisfies z.ZodType<PricingRates>;
