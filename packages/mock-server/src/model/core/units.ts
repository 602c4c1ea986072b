// Sizes as the platform counts and prints them.

/** One gibibyte, the unit of memory and disk sizes. */
export const GiB = 1024 ** 3;

/** A byte count as the platform prints one in messages: the largest binary unit that divides it exactly. */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of [
    ['TiB', 1024 ** 4],
    ['GiB', GiB],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ] as const) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes} B`;
}

/** How many bytes a well-formed base64 text decodes to; computed, so it works the same in the browser. */
export const base64Length = (text: string) =>
  (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
