import { ADDRESSES, GUEST_NAMES, MOBILE_PREFIXES } from './data/people.ts';
import type { Random } from './random.ts';
import type { SeedWorld } from './seed-world.ts';

/** A guest's e-mail as guests type it at checkout. */
export const guestEmail = (name: string) => `${name.split(' ')[0]?.toLowerCase()}@gmail.com`;

/** A Nepali mobile number. */
export const guestMobile = (r: Random) => `${r.pick(MOBILE_PREFIXES)}${r.int(1_000_000, 9_999_999)}`;

/**
 * Who placed one of the year's orders: a signed-in customer other than the demo customer (whose
 * orders are the hand-picked ones of demo-orders.ts), or, one time in five, a guest.
 */
export function drawBuyer(r: Random, customers: SeedWorld['customers']) {
  if (r.chance(0.2)) {
    const name = r.pick(GUEST_NAMES);
    const home = r.pick(ADDRESSES);
    return { buyerId: null, fullName: name, email: guestEmail(name), mobile: guestMobile(r), ...home };
  }
  const customer = r.pick(customers.slice(1));
  const { address, city, state } = customer.profile;
  return {
    buyerId: customer.id,
    fullName: customer.fullName,
    email: customer.email,
    mobile: customer.phone,
    address,
    city,
    state,
  };
}
