import { z } from 'zod';

/** A record id in a path: a positive 32-bit integer (anything else is a 400, never a 500). */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);
