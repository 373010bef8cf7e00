import { NCM_FLOW } from '../../../db/seed/sample-orders.ts';
import { findSimBranch } from './ncm-simulator-data.ts';

/**
 * The simulated courier's memory: its orders and how each moves along NCM's statuses. Orders
 * created through the simulator take one step every `minutesPerStep` (0: only when advanced).
 * Orders loaded from the database (the demo's sample shipments and earlier runs' parcels) stay
 * where the database has them until advanced, so the demo's three sample tracking ids keep
 * showing three different states however long the server runs.
 */

export interface SimEvent {
  status: string;
  at: Date;
}

export interface SimComment {
  comment: string;
  addedBy: string;
  at: Date;
}

export interface SimOrder {
  orderid: number;
  name: string;
  phone: string;
  address: string;
  fbranch: string;
  branch: string;
  package: string;
  vrefId: string;
  deliveryType: string;
  /** Rupees × 100, like everything else in Pasal; the routes print rupee strings. */
  codPaisa: number;
  deliveryPaisa: number;
  paymentStatus: string;
  /** Oldest first. */
  events: SimEvent[];
  comments: SimComment[];
  onClock: boolean;
}

export type NewSimOrder = Omit<SimOrder, 'orderid' | 'paymentStatus' | 'events' | 'comments' | 'onClock'>;
export type LoadedSimOrder = Omit<SimOrder, 'onClock'>;

/** Where a simulated order's ids start (above the demo's seeded courier ids). */
const FIRST_ORDER_ID = 4_900_001;

/** "POKHARA" → "NCM Pokhara", as NCM's staff sign their comments. */
const signature = (branchName: string) => `NCM ${branchName.charAt(0)}${branchName.slice(1).toLowerCase()}`;

export class SimulatedOrders {
  private readonly orders = new Map<number, SimOrder>();
  private nextId = FIRST_ORDER_ID;

  constructor(private readonly minutesPerStep: number) {}

  create(input: NewSimOrder, now = new Date()): SimOrder {
    const order: SimOrder = {
      ...input,
      orderid: this.nextId++,
      paymentStatus: 'Pending',
      events: [],
      comments: [],
      onClock: true,
    };
    this.reach(order, 0, now);
    this.orders.set(order.orderid, order);
    return order;
  }

  /** Adds orders kept elsewhere; ones already known here are left as they are. */
  load(orders: LoadedSimOrder[]) {
    for (const order of orders) {
      if (!this.orders.has(order.orderid)) this.orders.set(order.orderid, { ...order, onClock: false });
      this.nextId = Math.max(this.nextId, order.orderid + 1);
    }
  }

  /** The order as it stands now (its clock caught up), or undefined. */
  get(orderid: number, now = new Date()): SimOrder | undefined {
    const order = this.orders.get(orderid);
    if (!order?.onClock || this.minutesPerStep <= 0) return order;
    const stepMs = this.minutesPerStep * 60_000;
    for (let last = order.events.at(-1); last && last.at.getTime() + stepMs <= now.getTime(); ) {
      if (!this.reach(order, this.stepOf(order) + 1, new Date(last.at.getTime() + stepMs))) break;
      last = order.events.at(-1);
    }
    return order;
  }

  /** Moves an order `steps` statuses on at once (the test control); false when unknown. */
  advance(orderid: number, steps: number, now = new Date()): SimOrder | undefined {
    const order = this.get(orderid, now);
    if (!order) return undefined;
    // A millisecond apart, so "newest first" stays well defined.
    for (let i = 0; i < steps; i++) this.reach(order, this.stepOf(order) + 1, new Date(now.getTime() + i));
    return order;
  }

  /** Where the order is along the flow; past its end when off it (a return), so it stays put. */
  private stepOf(order: SimOrder): number {
    const step = NCM_FLOW.indexOf(order.events.at(-1)?.status as (typeof NCM_FLOW)[number]);
    return step < 0 ? NCM_FLOW.length : step;
  }

  /** Records status `step` of the flow at `at`, with the comments staff add there; false past the end. */
  private reach(order: SimOrder, step: number, at: Date): boolean {
    const status = NCM_FLOW[step];
    if (!status) return false;
    order.events.push({ status, at });
    const from = signature(order.fbranch);
    const to = signature(order.branch);
    const toName = findSimBranch(order.branch)?.district ?? order.branch;
    const say = (comment: string, addedBy: string) => order.comments.push({ comment, addedBy, at });
    if (status === 'Pickup Complete') say('Parcel picked up from the seller and packed.', from);
    if (status === 'Arrived') say(`Arrived at the ${toName} branch.`, to);
    if (status === 'Sent for Delivery')
      say('Rider assigned; the customer will be called before delivery.', to);
    if (status === 'Delivered') {
      order.paymentStatus = order.codPaisa > 0 ? 'Collected' : 'Completed';
      say(order.codPaisa > 0 ? 'Delivered, cash collected.' : 'Delivered to the customer.', to);
    }
    return true;
  }
}
