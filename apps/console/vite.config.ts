import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: process.env.CONSOLE_BASE_PATH ?? '/',
  plugins: [react()],
  resolve: { conditions: ['@rackconsole/source'] },
  server: { port: 4000, strictPort: false },
  preview: { port: 4173 },
});
