const UNITS: [string, number][] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1000],
];

/** A duration as its two largest units, e.g. '3d 4h' or '12m 5s'; under a second reads '0s'. */
export function formatDuration(milliseconds: number): string {
  const parts: string[] = [];
  let rest = Math.max(0, Math.floor(milliseconds));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || parts.length > 0) parts.push(`${count}${unit}`);
    if (parts.length === 2) break;
  }
  return parts.length ? parts.join(' ') : '0s';
}
