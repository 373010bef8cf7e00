import { decimalToPaisa, paisaToDecimal } from '@pasal/domain';
import { z } from 'zod';
import {
  type CourierProvider,
  type CourierStage,
  CourierUnavailableError,
  type DeliveryType,
} from '../courier-provider.ts';
import { fromNepalTime } from './nepal-time.ts';

/**
 * Nepal Can Move over its REST API (INTEGRATIONS.md "Nepal Can Move"): `Authorization: Token …`,
 * rupee strings for money, Nepal time for dates. Errors come as `{"Error": {...}}`, sometimes
 * with status 200, so the body decides, not the status.
 */

export interface NcmOptions {
  /** e.g. https://portal.nepalcanmove.com, or the simulator's http://127.0.0.1:3001/ncm */
  baseUrl: string;
  token: string;
  /** A tracking page waits at most this long for the courier. */
  timeoutMs?: number;
}

const money = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const paisa = decimalToPaisa(v);
  if (paisa === null) ctx.addIssue({ code: 'custom', message: 'not an amount' });
  return paisa ?? 0;
});
const time = z.string().transform((v, ctx) => {
  const date = fromNepalTime(v);
  if (!date) ctx.addIssue({ code: 'custom', message: 'not a time' });
  return date ?? new Date(0);
});
const id = z.union([z.string(), z.number()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const errorBody = z.object({ Error: z.union([z.record(z.string(), z.unknown()), z.string()]) });
const created = z.object({ orderid: id });
const orderBody = z.object({
  orderid: id,
  cod_charge: money,
  delivery_charge: money,
  last_delivery_status: text,
  payment_status: text,
});
const statusList = z.array(z.object({ status: z.string(), added_time: time }));
const commentList = z.array(z.object({ comments: text, addedBy: text, added_time: time }));
const branchList = z.array(
  z.object({
    name: z.string(),
    code: text,
    phone: text,
    district: text,
    areas: z
      .union([z.array(z.string()), z.string()])
      .nullish()
      .transform((v) =>
        (typeof v === 'string' ? v.split(',') : (v ?? [])).map((a) => a.trim()).filter(Boolean),
      ),
  }),
);
const rateBody = z.object({ charge: money });

/** NCM's `type` of the shipping-rate call for each delivery type. */
export const NCM_RATE_TYPE = {
  Door2Door: 'Pickup/Collect',
  Branch2Door: 'Send',
  Door2Branch: 'D2B',
  Branch2Branch: 'B2B',
} as const satisfies Record<DeliveryType, string>;
export type NcmRateType = (typeof NCM_RATE_TYPE)[DeliveryType];

/** NCM wants 10 digits: "+977 981-2345678" → "9812345678". */
export function ncmPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 13 && digits.startsWith('977') ? digits.slice(3) : digits;
}

/** NCM's status text → our stage: the only place it is read. */
export function ncmStage(status: string): CourierStage {
  const s = status.trim().toLowerCase();
  switch (s) {
    case 'pickup order created':
    case 'sent for pickup':
      return 'created';
    case 'pickup complete':
      return 'picked_up';
    case 'dispatched':
    case 'arrived':
      return 'in_transit';
    case 'sent for delivery':
      return 'out_for_delivery';
    case 'delivered':
      return 'delivered';
    case 'sent to vendor':
      return 'returned';
    default:
      if (s.includes('cancel')) return 'cancelled';
      if (s.includes('return')) return 'returned';
      return 'unknown';
  }
}

/** The messages of an `{"Error": ...}` body, by field. */
function refusal(error: z.infer<typeof errorBody>['Error']): Record<string, string> {
  if (typeof error === 'string') return { non_field_errors: error };
  return Object.fromEntries(Object.entries(error).map(([field, message]) => [field, String(message)]));
}

export function createNcmClient(options: NcmOptions): CourierProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const unavailable = (message: string, cause?: unknown) =>
    new CourierUnavailableError('ncm', message, { cause });

  /** The parsed JSON body and status of one call; unreachable or non-JSON → unavailable. */
  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { authorization: `Token ${options.token}`, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(`${path} unreachable`, error);
    }
    const raw = await response.text().catch(() => '');
    try {
      return { status: response.status, body: JSON.parse(raw) };
    } catch (error) {
      throw unavailable(`${path} answered ${response.status} without JSON`, error);
    }
  }

  /** A read: anything but a 2xx body of the expected shape is the courier failing us. */
  async function read<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const { status, body } = await call(path);
    const parsed = schema.safeParse(body);
    if (status >= 200 && status < 300 && parsed.success) return parsed.data;
    throw unavailable(`${path} answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  }

  const q = encodeURIComponent;

  return {
    id: 'ncm',
    stageOf: ncmStage,

    branches: () => read('/api/v2/branches', branchList),

    async rate(fromBranch, toBranch, deliveryType) {
      const query = `creation=${q(fromBranch)}&destination=${q(toBranch)}&type=${q(NCM_RATE_TYPE[deliveryType])}`;
      return (await read(`/api/v1/shipping-rate?${query}`, rateBody)).charge;
    },

    async createShipment(request) {
      const { status, body } = await call('/api/v1/order/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: request.name,
          phone: ncmPhone(request.phone),
          cod_charge: paisaToDecimal(request.codAmount),
          address: request.address,
          fbranch: request.fromBranch,
          branch: request.toBranch,
          package: request.description,
          vref_id: request.reference,
          delivery_type: request.deliveryType,
        }),
      });
      const error = errorBody.safeParse(body);
      if (error.success) return { ok: false, errors: refusal(error.data.Error) };
      const ok = created.safeParse(body);
      if (status >= 200 && status < 300 && ok.success) return { ok: true, courierOrderId: ok.data.orderid };
      throw unavailable(`order/create answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
    },

    async order(courierOrderId) {
      const o = await read(`/api/v1/order?id=${q(courierOrderId)}`, orderBody);
      return {
        courierOrderId: o.orderid,
        codAmount: o.cod_charge,
        deliveryCharge: o.delivery_charge,
        status: o.last_delivery_status,
        paymentStatus: o.payment_status,
      };
    },

    async history(courierOrderId) {
      const rows = await read(`/api/v1/order/status?id=${q(courierOrderId)}`, statusList);
      return rows.map((r) => ({ status: r.status, at: r.added_time }));
    },

    async comments(courierOrderId) {
      const rows = await read(`/api/v1/order/comment?id=${q(courierOrderId)}`, commentList);
      return rows.map((r) => ({ comment: r.comments, addedBy: r.addedBy, at: r.added_time }));
    },
  };
}
