import base from './playwright.config';

// Temporary: the storage helper's own port and build, so its runs do not collide with other sessions'.
const PORT = 4627;
export default {
  ...base,
  testDir: './tests',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    ...base.webServer,
    command: `npx --prefix apps/console vite preview apps/console --outDir /tmp/console-e2e-storage --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
  },
};
