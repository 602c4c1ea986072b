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
});
