import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NCM_FLOW } from '../../../db/seed/sample-orders.ts';
import { type CourierProvider, CourierUnavailableError, type ShipmentRequest } from '../courier-provider.ts';
import { startTestCourier, type TestCourier } from '../test-courier.ts';
import { createNcmClient, ncmPhone, ncmStage } from './ncm-client.ts';
import { fromNepalTime, toNepalTime } from './nepal-time.ts';

let sim: TestCourier;
let ncm: CourierProvider;

const parcel: ShipmentRequest = {
  reference: 'q7m2x9kp4tza',
  name: 'Sita Tamang',
  phone: '+977 984-1234567',
  address: 'Lakeside Road 7, Pokhara',
  fromBranch: 'KATHMANDU',
  toBranch: 'POKHARA',
  codAmount: 152_345_50,
  description: 'Bose QuietComfort x1',
  deliveryType: 'Door2Door',
};

async function created(request: ShipmentRequest = parcel): Promise<string> {
  const result = await ncm.createShipment(request);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.courierOrderId;
}

beforeAll(async () => {
  sim = await startTestCourier();
  ncm = createNcmClient({ baseUrl: sim.baseUrl, token: sim.token });
});
afterAll(() => sim.close());

describe('NCM adapter against the simulator', () => {
  it('lists branches with their districts and areas', async () => {
    const branches = await ncm.branches();
    expect(branches.map((b) => b.name)).toEqual(
      expect.arrayContaining([
        'KATHMANDU',
        'POKHARA',
        'LALITPUR',
        'BHAKTAPUR',
        'CHITWAN',
        'BIRATNAGAR',
        'BUTWAL',
      ]),
    );
    expect(branches.find((b) => b.name === 'CHITWAN')).toMatchObject({ district: 'Chitwan' });
    expect(branches.find((b) => b.name === 'CHITWAN')?.areas).toContain('Bharatpur');
  });

  it('reads rates as paisa, Rs 50 less to or from a branch', async () => {
    expect(await ncm.rate('KATHMANDU', 'POKHARA', 'Door2Door')).toBe(250_00);
    expect(await ncm.rate('KATHMANDU', 'POKHARA', 'Branch2Door')).toBe(200_00);
    expect(await ncm.rate('KATHMANDU', 'KATHMANDU', 'Door2Door')).toBe(100_00);
  });

  it('creates an order with the COD in rupees and reads it back in paisa', async () => {
    const id = await created();
    expect(id).toMatch(/^\d+$/);
    expect(await ncm.order(id)).toEqual({
      courierOrderId: id,
      codAmount: 152_345_50,
      deliveryCharge: 250_00,
      status: 'Pickup Order Created',
      paymentStatus: 'Pending',
    });
  });

  it('reports a refusal sent with status 200 as a result, with NCM’s field message', async () => {
    expect(await ncm.createShipment({ ...parcel, phone: '98412' })).toEqual({
      ok: false,
      errors: { phone: 'Invalid Phone Number' },
    });
  });

  it('reports a refusal sent with status 400 the same way', async () => {
    const result = await ncm.createShipment({ ...parcel, toBranch: 'ATLANTIS', name: ' ' });
    expect(result).toEqual({ ok: false, errors: { name: 'Name is required', branch: 'Invalid Branch' } });
  });

  it('reads the status history newest first and the comments, times exact to the millisecond', async () => {
    const id = await created();
    const before = Date.now();
    const moved = await sim.advance(id, 4);
    expect(moved).toEqual({ status: 200, body: { orderid: Number(id), status: 'Arrived' } });
    const history = await ncm.history(id);
    expect(history.map((e) => e.status)).toEqual(NCM_FLOW.slice(0, 5).reverse());
    expect(history[0]?.at.getTime()).toBeGreaterThanOrEqual(before);
    expect(history[0]?.at.getTime()).toBeGreaterThan(history[1]?.at.getTime() ?? Infinity);
    const comments = await ncm.comments(id);
    expect(comments.map((c) => [c.comment, c.addedBy])).toEqual([
      ['Arrived at the Kaski branch.', 'NCM Pokhara'],
      ['Parcel picked up from the seller and packed.', 'NCM Kathmandu'],
    ]);
    expect(comments[0]?.at).toEqual(history[0]?.at);
    expect((await ncm.order(id)).status).toBe('Arrived');
  });

  it('marks cash collected on delivery', async () => {
    const id = await created();
    await sim.advance(id, 10);
    expect(await ncm.order(id)).toMatchObject({ status: 'Delivered', paymentStatus: 'Collected' });
  });

  it('moves parcels on by the simulator clock', async () => {
    const clocked = await startTestCourier({ minutesPerStep: 0.1 / 60 });
    try {
      const client = createNcmClient({ baseUrl: clocked.baseUrl, token: clocked.token });
      const result = await client.createShipment(parcel);
      if (!result.ok) throw new Error('refused');
      await new Promise((resolve) => setTimeout(resolve, 350));
      const history = await client.history(result.courierOrderId);
      expect(history.length).toBeGreaterThanOrEqual(3);
      const [newest, previous] = history;
      expect((newest?.at.getTime() ?? 0) - (previous?.at.getTime() ?? 0)).toBe(100);
    } finally {
      await clocked.close();
    }
  });

  it('throws CourierUnavailableError for a wrong token, an unknown order and a stopped courier', async () => {
    const wrongToken = createNcmClient({ baseUrl: sim.baseUrl, token: 'nope' });
    await expect(wrongToken.branches()).rejects.toBeInstanceOf(CourierUnavailableError);
    await expect(wrongToken.createShipment(parcel)).rejects.toBeInstanceOf(CourierUnavailableError);
    await expect(ncm.order('999')).rejects.toBeInstanceOf(CourierUnavailableError);
    const stopped = await startTestCourier();
    const client = createNcmClient({ baseUrl: stopped.baseUrl, token: stopped.token });
    await stopped.close();
    await expect(client.history('1')).rejects.toThrow(/ncm: .*unreachable/);
  });
});

describe('NCM facts', () => {
  it('maps its status text to our stages in one place', () => {
    expect(NCM_FLOW.map(ncmStage)).toEqual([
      'created',
      'created',
      'picked_up',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(ncmStage('Sent to Vendor')).toBe('returned');
    expect(ncmStage('Order Cancelled')).toBe('cancelled');
    expect(ncmStage('Hold at branch')).toBe('unknown');
  });

  it('writes and reads Nepal time (+05:45)', () => {
    const at = new Date('2026-01-15T08:45:00.123Z');
    expect(toNepalTime(at)).toBe('2026-01-15T14:30:00.123+05:45');
    expect(fromNepalTime(toNepalTime(at))).toEqual(at);
    expect(fromNepalTime('2026-01-15 14:30:00')).toEqual(new Date('2026-01-15T08:45:00Z'));
    expect(fromNepalTime('2026-01-15T14:30:00.123456+05:45')).toEqual(at);
    expect(fromNepalTime('yesterday')).toBeNull();
  });

  it('sends phone numbers as 10 digits', () => {
    expect(ncmPhone('+977 984-1234567')).toBe('9841234567');
    expect(ncmPhone('9841234567')).toBe('9841234567');
  });
});
