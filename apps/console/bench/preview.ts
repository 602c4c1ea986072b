// What the console's benches share: `vite preview` of a build on a fixed port.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** Output lines of a child process until one matches `pattern`; its match. */
export function waitForLine(child: ChildProcess, pattern: RegExp, what: string) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = chunk.toString().match(pattern);
      if (match) resolve(match);
    });
    child.on('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready`)));
  });
}

/** `vite preview` of the build in `outDir` on `port`, resolved once it serves. */
export async function startPreview(outDir: string, port: number, env: Record<string, string> = {}) {
  // The vite binary itself rather than `npx vite`: killing npx would leave vite holding the port for the next run.
  const child = spawn(
    join(appRoot, 'node_modules/.bin/vite'),
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: appRoot, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env, NO_COLOR: '1' } },
  );
  await waitForLine(child, new RegExp(`127\\.0\\.0\\.1:${port}`), 'vite preview');
  return child;
}
