/**
 * The one shape every courier takes (STYLE.md "Providers follow one pattern"; PRODUCT.md
 * "Payments and couriers"). Adapters talk HTTP to a base URL from config, keep the courier's
 * money unit and time zone to themselves (paisa and `Date` here), map its statuses to our
 * stages in one place, and return a refusal as a result rather than throw it. The only error
 * they throw is `CourierUnavailableError`.
 *
 * Callers never hold a database transaction open across these calls (ARCHITECTURE.md).
 */

export type CourierId = 'ncm';

/** How a parcel travels: picked up at the shop's door or dropped at a branch, and so on. */
export const DELIVERY_TYPES = ['Door2Door', 'Branch2Door', 'Branch2Branch', 'Door2Branch'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Where a parcel is, in our words; the courier's own status text travels beside it. */
export type CourierStage =
  | 'created'
  | 'picked_up'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'returned'
  | 'cancelled'
  | 'unknown';

/** Stages after which nothing about the parcel changes any more. */
export const FINAL_STAGES: readonly CourierStage[] = ['delivered', 'returned', 'cancelled'];

export interface CourierBranch {
  /** The courier's name for it, as its other calls expect (NCM: "POKHARA"). */
  name: string;
  code: string;
  phone: string;
  district: string;
  /** Places the branch delivers to. */
  areas: string[];
}

export interface ShipmentRequest {
  /** Our reference (the order's oid), so the courier's records point back to the order. */
  reference: string;
  name: string;
  phone: string;
  address: string;
  fromBranch: string;
  toBranch: string;
  /** What the courier collects from the customer, delivery included; 0 when prepaid. */
  codAmount: number;
  /** What is in the parcel, for the courier's label. */
  description: string;
  deliveryType: DeliveryType;
}

export type ShipmentCreation =
  | { ok: true; courierOrderId: string }
  /** The courier refused the request; `errors` are its messages by field. */
  | { ok: false; errors: Record<string, string> };

export interface CourierOrder {
  courierOrderId: string;
  /** Paisa. */
  codAmount: number;
  deliveryCharge: number;
  status: string;
  paymentStatus: string;
}

export interface CourierEvent {
  status: string;
  at: Date;
}

export interface CourierComment {
  comment: string;
  addedBy: string;
  at: Date;
}

export interface CourierProvider {
  readonly id: CourierId;
  branches(): Promise<CourierBranch[]>;
  /** The courier's charge, in paisa, for one parcel between two of its branches. */
  rate(fromBranch: string, toBranch: string, deliveryType: DeliveryType): Promise<number>;
  createShipment(request: ShipmentRequest): Promise<ShipmentCreation>;
  order(courierOrderId: string): Promise<CourierOrder>;
  /** Status history, newest first. */
  history(courierOrderId: string): Promise<CourierEvent[]>;
  comments(courierOrderId: string): Promise<CourierComment[]>;
  /** The one place this courier's status text is read. */
  stageOf(status: string): CourierStage;
}

/** Thrown (as the only error adapters throw) when a courier cannot be reached or answers nonsense. */
export class CourierUnavailableError extends Error {
  constructor(
    readonly courier: CourierId,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${courier}: ${message}`, options);
  }
}
