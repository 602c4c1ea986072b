import { defineConfig } from 'vitest/config';

// Unit tests read package sources directly through the `@rackconsole/source` export condition,
// so nothing needs building first.
const conditions = ['@rackconsole/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'packages', include: ['packages/*/{src,scripts}/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'console', include: ['apps/console/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
