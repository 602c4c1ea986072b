/**
 * Deterministic stand-ins for randomness: the mock's metrics, timeseries and generated hardware details come
 * from hashes of a key, so the same question always gets the same answer (snapshots, screenshots, tests).
 */

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche so keys differing only in their last characters still spread over the whole range.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** A value in [0, 1) fixed by its key. */
export const unit = (key: string): number => hash32(key) / 2 ** 32;

/**
 * Smooth noise in [0, 1): values at whole steps of `position` come from the key, values between them are
 * eased in, so consecutive samples look like a signal rather than static.
 */
export function smooth(key: string, position: number): number {
  const step = Math.floor(position);
  const fraction = position - step;
  const eased = (1 - Math.cos(fraction * Math.PI)) / 2;
  const from = unit(`${key}:${step}`);
  const to = unit(`${key}:${step + 1}`);
  return from + (to - from) * eased;
}
