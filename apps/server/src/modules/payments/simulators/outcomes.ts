import { z } from 'zod';

/** What a simulated payment can end as, and the queue tests use to decide it in advance. */

export const SIM_PROVIDERS = ['stripe', 'paypal', 'connectips', 'esewa', 'khalti'] as const;
export type SimProvider = (typeof SIM_PROVIDERS)[number];

export const OUTCOMES = ['pay', 'fail', 'pending'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** What the shopper clicked: Pay, Decline, Pay later or Cancel. */
export const choiceSchema = z.enum([...OUTCOMES, 'cancel']);
export type Choice = z.infer<typeof choiceSchema>;

/**
 * Outcomes queued by tests and journeys (`POST /__sim/next`): the next Pay click of that
 * provider ends as queued instead of paid.
 */
export function createOutcomeQueue() {
  const queued = Object.fromEntries(SIM_PROVIDERS.map((id) => [id, [] as Outcome[]])) as Record<
    SimProvider,
    Outcome[]
  >;
  return {
    push(provider: SimProvider, outcome: Outcome) {
      queued[provider].push(outcome);
    },
    resolve(provider: SimProvider, choice: Choice): Choice {
      return choice === 'pay' ? (queued[provider].shift() ?? 'pay') : choice;
    },
  };
}
export type OutcomeQueue = ReturnType<typeof createOutcomeQueue>;
