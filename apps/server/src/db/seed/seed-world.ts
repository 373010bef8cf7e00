import type { Coupon, ProductWithChildren, Profile, User, Vendor } from './factories.ts';
import type { PlannedProduct } from './plan-catalog.ts';

/** What the demo seed has written so far, handed to the later steps. */
export interface SeedWorld {
  vendors: Vendor[];
  /** customers[0] is the demo customer. */
  customers: (User & { profile: Profile })[];
  /** Same order as `catalog`. */
  products: ProductWithChildren[];
  catalog: PlannedProduct[];
  coupons: Coupon[];
}
