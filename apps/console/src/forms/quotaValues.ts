import { GIB } from '@rackconsole/sdk';

/** Quotas as the forms edit them: CPUs, and memory and storage in whole GiB. */
export interface QuotaValues {
  cpus: number;
  memoryGib: number;
  storageGib: number;
}

/** Quotas as the platform takes them: memory and storage in bytes. */
export interface QuotaCounts {
  cpus: number;
  memory: number;
  storage: number;
}

export const quotaCounts = ({ cpus, memoryGib, storageGib }: QuotaValues): QuotaCounts => ({
  cpus,
  memory: memoryGib * GIB,
  storage: storageGib * GIB,
});

/** A quota in bytes that is not a whole number of GiB rounds up, so editing never lowers it silently. */
export const quotaValues = ({ cpus, memory, storage }: QuotaCounts): QuotaValues => ({
  cpus,
  memoryGib: Math.ceil(memory / GIB),
  storageGib: Math.ceil(storage / GIB),
});

/** A quota must be a whole number, 0 or more (a quota of 0 lets the silo provision nothing of it). */
export const validateQuota = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? undefined
    : 'Must be a whole number, 0 or more';
