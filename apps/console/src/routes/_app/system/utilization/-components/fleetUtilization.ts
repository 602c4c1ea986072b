import {
  capacityEstimate,
  type SiloUtilization,
  type SledCapacity,
  TIB,
  type VirtualResourceCounts,
} from '@rackconsole/sdk';

/** Spec §9's estimate of what the sleds can provision, as resource counts (disk converted from TiB to bytes). */
export function fleetCapacity(sleds: readonly SledCapacity[]): VirtualResourceCounts {
  const estimate = capacityEstimate(sleds);
  return { cpus: estimate.cpus, memory: estimate.ramBytes, storage: estimate.diskTib * TIB };
}

/** What every silo together has provisioned. */
export function fleetProvisioned(silos: readonly SiloUtilization[]): VirtualResourceCounts {
  return silos.reduce(
    (total, silo) => ({
      cpus: total.cpus + silo.provisioned.cpus,
      memory: total.memory + silo.provisioned.memory,
      storage: total.storage + silo.provisioned.storage,
    }),
    { cpus: 0, memory: 0, storage: 0 },
  );
}
