/** Numbers from here up are shown compact ('1.2M'); below it they are written out in full. */
export const COMPACT_NUMBER_THRESHOLD = 1e6;

/** Compact suffixes stop at T, so from here up engineering notation ('1.2e15') takes over. */
export const ENGINEERING_NOTATION_THRESHOLD = 1e15;

const standardFormat = new Intl.NumberFormat('en-US');
const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact' });
const engineeringFormat = new Intl.NumberFormat('en-US', { notation: 'engineering' });

/** Formats a count for tight spaces: full below 1e6, compact up to 1e15, engineering notation above. */
export function formatCompactNumber(value: number | bigint): string {
  const magnitude = value < 0 ? -value : value;
  if (magnitude < COMPACT_NUMBER_THRESHOLD) return standardFormat.format(value);
  if (magnitude < ENGINEERING_NOTATION_THRESHOLD) return compactFormat.format(value);
  // Intl writes 'E'; lower-case reads as the familiar 1.2e15 of code and calculators.
  return engineeringFormat.format(value).replace('E', 'e');
}
