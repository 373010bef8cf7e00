import { decimalToPaisa, paisaToDecimal } from '@pasal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DELIVERY_TYPES } from '../courier-provider.ts';
import { NCM_RATE_TYPE, type NcmRateType } from './ncm-client.ts';
import { findSimBranch, SIM_BRANCHES, simRate } from './ncm-simulator-data.ts';
import type { SimOrder, SimulatedOrders } from './ncm-simulator-orders.ts';
import { toNepalTime } from './nepal-time.ts';

/**
 * A stand-in for Nepal Can Move that speaks its HTTP API (INTEGRATIONS.md), so development,
 * the demo and the tests ship real parcels with no internet: token check, order creation with
 * NCM's quirks (a bad phone number is refused with status 200), status history and comments in
 * Nepal time, branches and rates. Never mounted in production.
 *
 * Mount it without a prefix: the API answers under `basePath` (`/ncm/api/v1/...`) and the test
 * controls under `POST /__sim/ncm/advance {orderid, steps}` and `POST /__sim/ncm/outage {mode}`.
 * The parcels live in `orders`, which the caller keeps, so it can load the ones the database
 * already holds.
 */
export interface NcmSimulatorOptions {
  token: string;
  orders: SimulatedOrders;
  basePath?: string;
}

const PUBLIC = { auth: 'public' } as const;

const createInput = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Invalid Phone Number'),
  cod_charge: z.union([z.string(), z.number()]).refine((v) => (decimalToPaisa(v) ?? -1) >= 0, 'Invalid COD'),
  address: z.string().trim().min(1, 'Address is required'),
  fbranch: z.string().refine((v) => findSimBranch(v), 'Invalid Branch'),
  branch: z.string().refine((v) => findSimBranch(v), 'Invalid Branch'),
  package: z.string().default(''),
  vref_id: z.union([z.string(), z.number()]).transform(String).default(''),
  delivery_type: z.enum(DELIVERY_TYPES).default('Door2Door'),
});
const idQuery = z.object({ id: z.coerce.number().int().positive() });
const rateQuery = z.object({
  creation: z.string().refine((v) => findSimBranch(v), 'Invalid Branch'),
  destination: z.string().refine((v) => findSimBranch(v), 'Invalid Branch'),
  type: z.enum(Object.values(NCM_RATE_TYPE)).default('Pickup/Collect'),
});
/**
 * A courier having a bad day: `down` answers every API call 503 at once, `hang` accepts the
 * call and never answers (until the mode changes or the simulator closes), `off` is normal.
 */
export const NCM_OUTAGE_MODES = ['off', 'down', 'hang'] as const;
export type NcmOutageMode = (typeof NCM_OUTAGE_MODES)[number];
const outageInput = z.object({ mode: z.enum(NCM_OUTAGE_MODES) });
const advanceInput = z.object({
  orderid: z.coerce.number().int().positive(),
  steps: z.coerce.number().int().min(1).max(10).default(1),
});

/** NCM's error shape, `{"Error": {field: message}}`. */
function ncmErrors(error: z.ZodError): { Error: Record<string, string> } {
  return {
    Error: Object.fromEntries(error.issues.map((i) => [String(i.path[0] ?? 'non_field_errors'), i.message])),
  };
}

/** The charge between two branches, in paisa (0 for an unknown branch, refused earlier). */
function chargePaisa(branchFrom: string, branchTo: string, type: NcmRateType): number {
  const from = findSimBranch(branchFrom);
  const to = findSimBranch(branchTo);
  return from && to ? simRate(from, to, type) * 100 : 0;
}

export async function ncmSimulator(app: FastifyInstance, options: NcmSimulatorOptions) {
  const { orders } = options;
  const unknownOrder = (reply: FastifyReply) => reply.status(404).send({ Error: { id: 'Order not found' } });
  const known = (id: number, reply: FastifyReply, answer: (order: SimOrder) => unknown) => {
    const order = orders.get(id);
    return order ? answer(order) : unknownOrder(reply);
  };
  let outage: NcmOutageMode = 'off';
  /** Calls held by `hang`: released (with a 503) when the mode changes or the simulator closes. */
  const held = new Set<() => void>();
  const release = () => {
    for (const resume of held) resume();
    held.clear();
  };
  app.addHook('preClose', async () => release());

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (_request, reply) => {
        if (outage === 'off') return;
        if (outage === 'hang') await new Promise<void>((resume) => held.add(resume));
        return reply.status(503).send({ detail: 'Service temporarily unavailable' });
      });
      api.addHook('onRequest', async (request, reply) => {
        if (request.headers.authorization !== `Token ${options.token}`) {
          return reply.status(401).send({ detail: 'Invalid token.' });
        }
      });

      api.get('/api/v2/branches', { config: PUBLIC }, async () =>
        SIM_BRANCHES.map(({ valleyRate: _rate, ...b }) => b),
      );

      api.get('/api/v1/shipping-rate', { config: PUBLIC }, async (request, reply) => {
        const query = rateQuery.safeParse(request.query);
        if (!query.success) return reply.status(400).send(ncmErrors(query.error));
        const { creation, destination, type } = query.data;
        return { charge: paisaToDecimal(chargePaisa(creation, destination, type)) };
      });

      api.post('/api/v1/order/create', { config: PUBLIC }, async (request, reply) => {
        const input = createInput.safeParse(request.body ?? {});
        if (!input.success) {
          // Like NCM, a wrong phone number alone is refused with a 200.
          const onlyPhone = input.error.issues.every((i) => i.path[0] === 'phone');
          return reply.status(onlyPhone ? 200 : 400).send(ncmErrors(input.error));
        }
        const body = input.data;
        const order = orders.create({
          name: body.name,
          phone: body.phone,
          address: body.address,
          fbranch: body.fbranch.toUpperCase(),
          branch: body.branch.toUpperCase(),
          package: body.package,
          vrefId: body.vref_id,
          deliveryType: body.delivery_type,
          codPaisa: decimalToPaisa(body.cod_charge) ?? 0,
          deliveryPaisa: chargePaisa(body.fbranch, body.branch, NCM_RATE_TYPE[body.delivery_type]),
        });
        return { Message: 'Order Successfully Created', orderid: order.orderid };
      });

      api.get('/api/v1/order', { config: PUBLIC }, async (request, reply) => {
        const query = idQuery.safeParse(request.query);
        if (!query.success) return reply.status(400).send(ncmErrors(query.error));
        return known(query.data.id, reply, (o) => ({
          orderid: o.orderid,
          cod_charge: paisaToDecimal(o.codPaisa),
          delivery_charge: paisaToDecimal(o.deliveryPaisa),
          last_delivery_status: o.events.at(-1)?.status ?? '',
          payment_status: o.paymentStatus,
        }));
      });

      api.get('/api/v1/order/status', { config: PUBLIC }, async (request, reply) => {
        const query = idQuery.safeParse(request.query);
        if (!query.success) return reply.status(400).send(ncmErrors(query.error));
        return known(query.data.id, reply, (o) =>
          o.events
            .map((e) => ({ orderid: o.orderid, status: e.status, added_time: toNepalTime(e.at) }))
            .reverse(),
        );
      });

      api.get('/api/v1/order/comment', { config: PUBLIC }, async (request, reply) => {
        const query = idQuery.safeParse(request.query);
        if (!query.success) return reply.status(400).send(ncmErrors(query.error));
        return known(query.data.id, reply, (o) =>
          o.comments
            .map((c) => ({
              orderid: o.orderid,
              comments: c.comment,
              addedBy: c.addedBy,
              added_time: toNepalTime(c.at),
            }))
            .reverse(),
        );
      });
    },
    { prefix: options.basePath ?? '/ncm' },
  );

  app.post('/__sim/ncm/advance', { config: PUBLIC }, async (request, reply) => {
    const input = advanceInput.safeParse(request.body ?? {});
    if (!input.success) return reply.status(400).send(ncmErrors(input.error));
    const order = orders.advance(input.data.orderid, input.data.steps);
    if (!order) return unknownOrder(reply);
    return { orderid: order.orderid, status: order.events.at(-1)?.status ?? '' };
  });

  app.post('/__sim/ncm/outage', { config: PUBLIC }, async (request, reply) => {
    const input = outageInput.safeParse(request.body ?? {});
    if (!input.success) return reply.status(400).send({ error: 'mode: off|down|hang' });
    outage = input.data.mode;
    if (outage !== 'hang') release();
    return { mode: outage };
  });
}
