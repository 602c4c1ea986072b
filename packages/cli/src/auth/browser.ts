import { spawn } from 'node:child_process';

/** The platform's command that opens a URL in the user's browser. */
function opener(platform: NodeJS.Platform): [command: string, args: string[]] {
  if (platform === 'darwin') return ['open', []];
  // `start` is a cmd built-in; the empty string is the window title it would otherwise take from the URL.
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""']];
  return ['xdg-open', []];
}

/** Opens `url` in a browser; resolves false when no opener could be started (the URL is printed anyway). */
export function openBrowser(url: string, env: Record<string, string | undefined>): Promise<boolean> {
  const [command, args] = env.BROWSER ? [env.BROWSER, []] : opener(process.platform);
  return new Promise((resolve) => {
    const child = spawn(command, [...args, url], { stdio: 'ignore', detached: true });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
}
