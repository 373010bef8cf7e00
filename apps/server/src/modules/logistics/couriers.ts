import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CourierProvider } from './courier-provider.ts';
import { createNcmClient } from './ncm/ncm-client.ts';
import type { ShippingDeps } from './shipments.service.ts';

/**
 * The configured courier: NCM, real or simulated (config.ts decides which); null when none is
 * configured (production without NCM_BASE_URL). Pasal ships with one courier; another would be
 * chosen here by its id.
 */
export function createCourier(config: Config): CourierProvider | null {
  const ncm = config.logistics.ncm;
  return ncm ? createNcmClient(ncm) : null;
}

/** What `bookShipment` needs; null when no courier is configured. */
export function shippingDeps(config: Config, db: Db): ShippingDeps | null {
  const courier = createCourier(config);
  return courier && { db, courier, defaultBranch: config.logistics.defaultBranch };
}
