// When a failed delivery is tried again, and how many messages one recipient may get in a window
// before the rest are held back (loop protection against auto-replies, as Zammad does).
export const deliveryKinds = ['EMAIL', 'SLACK', 'SMS'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

export const deliveryStatuses = ['PENDING', 'SENT', 'FAILED', 'RATE_LIMITED'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

const MINUTE = 60_000;

/** Wait before the 2nd, 3rd, … attempt; after the last one the delivery is FAILED (6 attempts in all). */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE, 6 * 60 * MINUTE] as const;
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait after a failed attempt (attempts counts the ones made so far), or null when none is left. */
export function retryDelayMs(attempts: number): number | null {
  return RETRY_DELAYS_MS[attempts - 1] ?? null;
}

/** At most this many messages per recipient (address, number, Slack channel) per window. */
export const DELIVERY_RATE_LIMIT = { max: 20, windowMs: 60 * MINUTE } as const;
