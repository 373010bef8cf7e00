import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money columns hold integer paisa (never floats); bigint so sums of large orders fit. */
export const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
