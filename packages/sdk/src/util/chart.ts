/** Upper bound for a percentage-style chart axis: the data maximum rounded up to a multiple of 10. */
export function percentageAxisMax(maxValue: number): number {
  // Spec §9's example: 1023 → 1030. A maximum already on a multiple of 10 stays put, and an empty or
  // all-zero series (or junk input) still gets an axis of 10 so the chart never collapses to a line.
  if (!(maxValue > 0) || !Number.isFinite(maxValue)) return 10;
  return Math.ceil(maxValue / 10) * 10;
}
