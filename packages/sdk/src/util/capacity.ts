/** What capacity estimation reads of each sled. */
export interface SledCapacity {
  usablePhysicalRam: number;
  usableHardwareThreads: number;
}

/** Estimated provisionable capacity of a rack. */
export interface CapacityEstimate {
  diskTib: number;
  ramBytes: number;
  cpus: number;
}

// Spec §9: 70% of the hardware is provisionable; each sled has 32 TiB of disk, of which 90.9% is usable.
// Multiplying by these as integer ratios keeps exact products exact: 0.7 * 110 is 77.00000000000001 in
// floating point, which Math.ceil would wrongly turn into 78.
const PROVISIONABLE_TENTHS = 7;
const DISK_TIB_PER_SLED_TEN_THOUSANDTHS = 7 * 32 * 909; // 0.7 × 32 × 0.909 = 20.3616

/** Estimates provisionable disk (TiB), RAM (bytes) and CPUs for a set of sleds, rounding up (spec §9). */
export function capacityEstimate(sleds: readonly SledCapacity[]): CapacityEstimate {
  let ram = 0;
  let threads = 0;
  for (const sled of sleds) {
    ram += sled.usablePhysicalRam;
    threads += sled.usableHardwareThreads;
  }
  return {
    diskTib: Math.ceil((sleds.length * DISK_TIB_PER_SLED_TEN_THOUSANDTHS) / 10_000),
    ramBytes: Math.ceil((ram * PROVISIONABLE_TENTHS) / 10),
    cpus: Math.ceil((threads * PROVISIONABLE_TENTHS) / 10),
  };
}
