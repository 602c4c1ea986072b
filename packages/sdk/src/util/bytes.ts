/** Binary byte units, each 1024 times the previous (spec §9: byte units are multiples of 1024). */
export const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;

export type ByteUnit = (typeof BYTE_UNITS)[number];

// Byte counts of each binary unit, for converting user input such as '20 GiB' to bytes.
export const KIB = 1024;
export const MIB = 1024 * KIB;
export const GIB = 1024 * MIB;
export const TIB = 1024 * GIB;
export const PIB = 1024 * TIB;

/** A byte count expressed in its largest whole unit. */
export interface ByteValue {
  value: number;
  unit: ByteUnit;
}

/** Picks the largest binary unit the count reaches (capped at PiB) so values read as 1.5 GiB, not 1610612736 B. */
export function bytesToUnit(bytes: number): ByteValue {
  let value = bytes;
  let unit: ByteUnit = 'B';
  for (const next of BYTE_UNITS.slice(1)) {
    if (Math.abs(value) < 1024) break;
    value /= 1024;
    unit = next;
  }
  return { value, unit };
}

// Made on first use: building an Intl formatter costs ~35 ms of ICU start-up, which every `rackctl` run that
// imports this module (and never prints a size) paid at load (measured with --cpu-prof on `project list`).
let bytesFormat: Intl.NumberFormat | undefined;

/** Formats a byte count for display, e.g. '1.5 GiB', with at most two decimals. */
export function formatBytes(bytes: number): string {
  const { value, unit } = bytesToUnit(bytes);
  bytesFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return `${bytesFormat.format(value)} ${unit}`;
}
