import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', browser: 'src/browser.ts', bin: 'src/bin.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', browser: 'src/browser.ts' } },
  clean: true,
  sourcemap: true,
  target: 'node20',
  // The SDK is a dependency: bundling it would ship a second copy of the contract.
  external: ['@rackconsole/sdk', '@rackconsole/validators'],
  esbuildOptions(options) {
    // The maps name the source file and line of a stack frame; the sources themselves (1 MB of the map) stay
    // out of the package, as the CLI's do.
    options.sourcesContent = false;
  },
});
