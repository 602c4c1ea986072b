import { describe, expect, it } from 'vitest';
import { GIB } from './bytes.js';
import { capacityEstimate } from './capacity.js';

const sled = (ramGib: number, threads: number) => ({
  usablePhysicalRam: ramGib * GIB,
  usableHardwareThreads: threads,
});

describe('capacityEstimate', () => {
  it.each([
    ['no sleds', [], { diskTib: 0, ramBytes: 0, cpus: 0 }],
    // ceil(0.7 × 1 × 32 × 0.909) = ceil(20.3616)
    ['one sled', [sled(1024, 128)], { diskTib: 21, ramBytes: 769_658_139_444, cpus: 90 }],
    // ceil(0.7 × 16 × 32 × 0.909) = ceil(325.7856); 0.7 × 16 × 128 threads = 1433.6
    [
      '16 sleds',
      Array.from({ length: 16 }, () => sled(1024, 128)),
      { diskTib: 326, ramBytes: 12_314_530_231_092, cpus: 1434 },
    ],
    // 0.7 × 110 is 77.00000000000001 in floating point; the estimate must still be exactly 77.
    [
      'exact products stay exact',
      [{ usablePhysicalRam: 110, usableHardwareThreads: 110 }],
      { diskTib: 21, ramBytes: 77, cpus: 77 },
    ],
    [
      'fractions round up',
      [{ usablePhysicalRam: 1, usableHardwareThreads: 3 }],
      { diskTib: 21, ramBytes: 1, cpus: 3 },
    ],
  ])('%s', (_label, sleds, expected) => {
    expect(capacityEstimate(sleds)).toEqual(expected);
  });
});
