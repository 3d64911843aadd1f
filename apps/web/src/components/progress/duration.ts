// A time left in the largest units that read well: seconds, minutes and seconds, or hours and minutes,
// rounded up as the agent's progress line does.
export type DurationParts =
  | { unit: 'seconds'; s: number }
  | { unit: 'minutes'; m: number; s: number }
  | { unit: 'hours'; h: number; m: number };

export function durationParts(ms: number): DurationParts {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return { unit: 'hours', h, m };
  if (m > 0) return { unit: 'minutes', m, s };
  return { unit: 'seconds', s };
}
