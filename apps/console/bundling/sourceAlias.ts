import { fileURLToPath } from 'node:url';

/**
 * `~/` is the console's `src/`, so an import names where a module lives rather than how far up it is. The same
 * mapping is in tsconfig.json (`paths`) and the root vitest config (which imports this).
 */
export const consoleSourceAlias = [
  { find: /^~\//, replacement: `${fileURLToPath(new URL('../src/', import.meta.url))}` },
];
