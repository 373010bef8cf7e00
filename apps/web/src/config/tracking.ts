/**
 * The demo panel's sample orders (spec §2 Tracking, §9 "three sample tracking order IDs"). The
 * demo seed creates them with these fixed ids (SAMPLE_TRACKING_OIDS on the server), each kept at
 * one stage of delivery however long the demo runs.
 */
export const SAMPLE_TRACKING_ORDERS = [
  { oid: 'q7m2x9kp4tza', stage: 'Delivered' },
  { oid: 'r3v8n1bz6wde', stage: 'Arrived at the branch' },
  { oid: 'h5c0ye2ja8lu', stage: 'Just created' },
] as const;

/** Spec §2: the full tracking page of an order, for any page that links to it. */
export const trackOrderPath = (oid: string) => `/track-order/${encodeURIComponent(oid)}`;
