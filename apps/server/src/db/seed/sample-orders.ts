/**
 * The three sample order ids of the tracking page's demo panel (spec §2 Tracking). They look
 * random like every oid, but are fixed so the page, README and tests can name them.
 */
export const SAMPLE_TRACKING_OIDS = ['q7m2x9kp4tza', 'r3v8n1bz6wde', 'h5c0ye2ja8lu'] as const;

export const NCM_FLOW = [
  'Pickup Order Created',
  'Sent for Pickup',
  'Pickup Complete',
  'Dispatched',
  'Arrived',
  'Sent for Delivery',
  'Delivered',
] as const;

export interface SampleOrderPlan {
  oid: string;
  /** Catalogue slugs bought (qty 1 each). */
  slugs: string[];
  paymentMethod: 'cod' | 'stripe';
  paymentStatus: 'paid' | 'pending';
  orderStatus: 'delivered' | 'shipped' | 'processing';
  /** Days before SEED_NOW the order was placed. */
  placedDaysAgo: number;
  address: { address: string; city: string; state: string };
  toBranch: string;
  /** How far along NCM_FLOW the shipment is (number of statuses). */
  steps: number;
  deliveryCharge: number;
  courierOrderId: string;
  comments: { comment: string; addedBy: string; afterStep: number }[];
}

export const SAMPLE_ORDERS: readonly SampleOrderPlan[] = [
  {
    oid: SAMPLE_TRACKING_OIDS[0],
    slugs: ['bose-quietcomfort'],
    paymentMethod: 'cod',
    paymentStatus: 'paid',
    orderStatus: 'delivered',
    placedDaysAgo: 14,
    address: { address: 'Lakeside, Ward 6', city: 'Pokhara', state: 'Gandaki' },
    toBranch: 'POKHARA',
    steps: 7,
    deliveryCharge: 250_00,
    courierOrderId: '4821735',
    comments: [
      {
        comment: 'Parcel received at Kathmandu hub, fragile sticker applied.',
        addedBy: 'NCM Kathmandu',
        afterStep: 3,
      },
      {
        comment: 'Customer not reachable on first call; delivery rescheduled for the evening.',
        addedBy: 'NCM Pokhara',
        afterStep: 6,
      },
      { comment: 'Delivered to customer, COD collected in full.', addedBy: 'NCM Pokhara', afterStep: 7 },
    ],
  },
  {
    oid: SAMPLE_TRACKING_OIDS[1],
    slugs: ['nintendo-switch-oled', 'macbook-pro-m2'],
    paymentMethod: 'stripe',
    paymentStatus: 'paid',
    orderStatus: 'shipped',
    placedDaysAgo: 3,
    address: { address: 'Main Road, Ward 4', city: 'Biratnagar', state: 'Koshi' },
    toBranch: 'BIRATNAGAR',
    steps: 5,
    deliveryCharge: 300_00,
    courierOrderId: '4822190',
    comments: [
      {
        comment: 'Arrived at Biratnagar branch; out for delivery tomorrow morning.',
        addedBy: 'NCM Biratnagar',
        afterStep: 5,
      },
    ],
  },
  {
    oid: SAMPLE_TRACKING_OIDS[2],
    slugs: ['samsung-qled-tv'],
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    orderStatus: 'processing',
    placedDaysAgo: 0.5,
    address: { address: 'Jawalakhel, Ward 3', city: 'Lalitpur', state: 'Bagmati' },
    toBranch: 'LALITPUR',
    steps: 1,
    deliveryCharge: 150_00,
    courierOrderId: '4822467',
    comments: [],
  },
];
