import { pricingRatesSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { pricingRates } from './pricing.service.ts';

/** `GET v1/pricing/`: the service fee and VAT rates the product page previews a price with. */
export async function pricingRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pricing/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['cart'],
        summary: 'Service fee percent and VAT rate by destination country, as the server prices',
        response: { 200: pricingRatesSchema },
      },
    },
    async () => pricingRates(database.db, config.serviceFeePercent),
  );
}
