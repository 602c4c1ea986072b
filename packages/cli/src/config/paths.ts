import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** rackctl's folder under the XDG config home: `$XDG_CONFIG_HOME/rackctl`, else `~/.config/rackctl`. */
export function configDir(env: Record<string, string | undefined>): string {
  const xdg = env.XDG_CONFIG_HOME;
  // The XDG spec says a relative value is invalid and must be ignored.
  const base = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), '.config');
  return join(base, 'rackctl');
}

/** The credentials file: every profile's host and token. */
export const credentialsPath = (env: Record<string, string | undefined>) =>
  join(configDir(env), 'credentials.json');
