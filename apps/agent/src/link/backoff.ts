// Reconnect delays: 1 s doubling to 60 s, with jitter so a fleet does not reconnect in step.
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.min(attempt, 6));
  return Math.round(base * (0.75 + random() * 0.5));
}
