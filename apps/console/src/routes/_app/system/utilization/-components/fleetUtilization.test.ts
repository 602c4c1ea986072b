import { GIB, type SiloUtilization, TIB } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { fleetCapacity, fleetProvisioned } from './fleetUtilization';
import { validateSystemUtilizationSearch } from './systemUtilizationSearch';

const silo = (name: string, cpus: number, memoryGib: number, storageGib: number): SiloUtilization => ({
  siloId: `${name}-id`,
  siloName: name,
  allocated: { cpus: 64, memory: 256 * GIB, storage: 10 * TIB },
  provisioned: { cpus, memory: memoryGib * GIB, storage: storageGib * GIB },
});

describe('fleet utilization', () => {
  it('estimates capacity by spec §9: 70% of threads and RAM, ceil(0.7 × sleds × 32 × 0.909) TiB of disk', () => {
    const sled = { usablePhysicalRam: 1000 * GIB, usableHardwareThreads: 128 };
    expect(fleetCapacity([sled, sled])).toEqual({
      cpus: 180, // ceil(0.7 × 256) = 179.2 → 180
      memory: 1400 * GIB,
      storage: 41 * TIB, // ceil(40.7232)
    });
    expect(fleetCapacity([])).toEqual({ cpus: 0, memory: 0, storage: 0 });
  });

  it('adds up what every silo has provisioned', () => {
    expect(fleetProvisioned([silo('a', 4, 16, 100), silo('b', 8, 32, 50)])).toEqual({
      cpus: 12,
      memory: 48 * GIB,
      storage: 150 * GIB,
    });
  });

  it('reads the chart period and silo from the URL, ignoring junk', () => {
    expect(validateSystemUtilizationSearch({ range: 'week', silo: 'maze-war' })).toEqual({
      range: 'week',
      silo: 'maze-war',
    });
    expect(validateSystemUtilizationSearch({ range: 'year', silo: 7 })).toEqual({});
    expect(validateSystemUtilizationSearch({ silo: '' })).toEqual({});
  });
});
