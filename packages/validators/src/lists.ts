/** Returns 'Items must be unique' when two items share a key (the item itself unless `key` is given). */
export function validateUniqueItems<T>(
  items: readonly T[],
  key: (item: T) => unknown = (item) => item,
): string | undefined {
  // Keys compare like Set members, by identity for objects, which is why objects need a `key`.
  const keys = new Set(items.map(key));
  return keys.size === items.length ? undefined : 'Items must be unique';
}
