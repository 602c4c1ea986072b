const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// Calendar-free approximations: a relative label only needs the order of magnitude.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// Largest unit first; the first unit the elapsed time reaches is used.
const UNITS = [
  { ms: YEAR, suffix: 'y' },
  { ms: MONTH, suffix: 'mo' },
  { ms: WEEK, suffix: 'w' },
  { ms: DAY, suffix: 'd' },
  { ms: HOUR, suffix: 'h' },
  { ms: MINUTE, suffix: 'm' },
] as const;

/** Describes how long ago `date` was, e.g. '5m ago' (abbreviations s, m, h, d, w, mo, y of spec §9). */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  // A timestamp slightly ahead of the local clock (skew) reads as just now rather than negative.
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  for (const { ms, suffix } of UNITS) {
    if (elapsed >= ms) return `${Math.floor(elapsed / ms)}${suffix} ago`;
  }
  return `${Math.floor(elapsed / SECOND)}s ago`;
}
