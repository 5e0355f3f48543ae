import { z } from 'zod';

/**
 * How long a sandbox hold lives before it lapses, as card schemes let an authorisation lapse
 * (about 7 days for most): SANDBOX_HOLD_HOURS, 168 by default. Only the sandbox reads it; a
 * real acquirer says its own in each authorisation's answer.
 */
const HoldHours = z.coerce
  .number()
  .positive()
  .max(24 * 60)
  .default(168);

export function sandboxHoldHours(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = HoldHours.safeParse(env.SANDBOX_HOLD_HOURS);
  return parsed.success ? parsed.data : 168;
}

/** When a hold authorised at `at` lapses. */
export function sandboxHoldExpiry(at: Date): Date {
  return new Date(at.getTime() + sandboxHoldHours() * 3_600_000);
}
