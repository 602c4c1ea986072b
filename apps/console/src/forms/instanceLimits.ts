import { GIB, type Instance, type InstanceUpdate } from '@rackconsole/sdk';

/** The platform's instance limits: vCPUs, memory in whole GiB, and distributed disk sizes in whole GiB. */
export const MAX_VCPUS = 64;
export const MIN_MEMORY_GIB = 1;
export const MAX_MEMORY_GIB = 1536;
export const MIN_DISK_GIB = 1;
export const MAX_DISK_GIB = 1023;

const wholeNumberIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Checks a vCPU count. */
export const validateCpus = (value: unknown) =>
  wholeNumberIn(value, 1, MAX_VCPUS) ? undefined : `Must be a whole number from 1 to ${MAX_VCPUS}`;

/** Checks a memory size in GiB. */
export const validateMemoryGiB = (value: unknown) =>
  wholeNumberIn(value, MIN_MEMORY_GIB, MAX_MEMORY_GIB)
    ? undefined
    : `Must be a whole number of GiB from ${MIN_MEMORY_GIB} to ${MAX_MEMORY_GIB}`;

/** Checks a disk size in GiB; `minGiB` is the size of the image or snapshot the disk starts from. */
export const validateDiskGiB = (value: unknown, minGiB = MIN_DISK_GIB) => {
  if (typeof value === 'number' && Number.isInteger(value) && value < minGiB && minGiB > MIN_DISK_GIB) {
    return `Must be at least ${minGiB} GiB, the size of its source`;
  }
  return wholeNumberIn(value, Math.max(minGiB, MIN_DISK_GIB), MAX_DISK_GIB)
    ? undefined
    : `Must be a whole number of GiB from ${Math.max(minGiB, MIN_DISK_GIB)} to ${MAX_DISK_GIB}`;
};

/** The smallest whole GiB that holds `bytes`. */
export const bytesToGiBCeil = (bytes: number) => Math.ceil(bytes / GIB);

/**
 * An instance update changes every setting at once, so each form starts from the instance as it is and
 * overrides only what it edits.
 */
export const instanceUpdateBody = (instance: Instance, changes: Partial<InstanceUpdate>): InstanceUpdate => ({
  autoRestartPolicy: instance.autoRestartPolicy ?? null,
  bootDisk: instance.bootDiskId ?? null,
  cpuPlatform: instance.cpuPlatform ?? null,
  enableJumboFrames: instance.enableJumboFrames,
  memory: instance.memory,
  ncpus: instance.ncpus,
  ...changes,
});
