import { defineConfig, type Options } from 'tsup';

/**
 * The build of `rackctl`, shared with the black-box tests so they run exactly what ships.
 * The SDK and validators are bundled from source: esbuild keeps only what the CLI uses, so `rackctl` starts
 * without loading the SDK's zod contract (cold start matters for a command run in loops and completions).
 */
export const cliBuild = {
  entry: { index: 'src/index.ts', bin: 'src/bin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  noExternal: [/^@rackconsole\//],
  esbuildOptions(options) {
    options.conditions = ['@rackconsole/source'];
    // The maps name the source file and line of a stack frame; the sources themselves (the generated command
    // table alone is 150 KB) stay out of the package.
    options.sourcesContent = false;
  },
} satisfies Options;

export default defineConfig({
  ...cliBuild,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
});
