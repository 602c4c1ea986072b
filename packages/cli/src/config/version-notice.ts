import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDir } from './paths';

/** How often a host's newer API version is mentioned: once a day is a reminder, not noise. */
const NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Keeps the notices file bounded whatever number of hosts a user talks to over the years. */
const MAX_HOSTS = 100;

/** When each host was last said to be newer than this rackctl, as epoch ms. */
type NoticeTimes = Record<string, number>;

function readTimes(path: string): NoticeTimes {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/**
 * Whether to tell the user, now, that `host` speaks a newer API version than this rackctl: true at most once a
 * day per host, remembered in the config folder. The file is a convenience: when it cannot be written the
 * notice is still given, so a read-only home only repeats it.
 */
export function noticeDue(env: Record<string, string | undefined>, host: string, now = Date.now()): boolean {
  const directory = configDir(env);
  const path = join(directory, 'version-notices.json');
  const times = readTimes(path);
  const last = times[host];
  if (last !== undefined && now - last >= 0 && now - last < NOTICE_INTERVAL_MS) return false;
  times[host] = now;
  const kept = Object.entries(times)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_HOSTS);
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(Object.fromEntries(kept))}\n`, { mode: 0o600 });
    renameSync(temporary, path);
  } catch {
    // Not remembered: the notice comes again next time, which is better than none.
  }
  return true;
}
