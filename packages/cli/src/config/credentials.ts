import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CliError, EXIT } from '../errors';

/** What `auth login` stores for a profile. */
export interface Credential {
  host: string;
  token: string;
  /** Who the token belongs to, as the platform said at login; shown by `auth status` without a call. */
  user?: { id: string; displayName: string; siloName: string };
  /** ISO time of the login. */
  loggedInAt?: string;
  /** ISO time the token stops working, when the platform gave one. */
  expiresAt?: string | null;
}

/** The credentials file: named profiles, each a host and a token, and the one `auth switch` made current. */
export interface CredentialsFile {
  profiles: Record<string, Credential>;
  /** The profile used when `--profile` is not given (DEFAULT_PROFILE when unset). */
  current?: string;
}

/** The profile a command uses: `--profile`, else the one switched to, else DEFAULT_PROFILE. */
export const activeProfile = (file: CredentialsFile, given?: string): string =>
  given ?? file.current ?? DEFAULT_PROFILE;

/** The profile used when `--profile` is not given. */
export const DEFAULT_PROFILE = 'default';

/** Only the owner may read or write the file: it holds bearer tokens. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isCredential(value: unknown): value is Credential {
  return isObject(value) && typeof value.host === 'string' && typeof value.token === 'string';
}

/** Reads the credentials file; a missing file is an empty one, an unreadable one a clear error. */
export async function readCredentials(path: string): Promise<CredentialsFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError(
      `The credentials file ${path} is not valid JSON`,
      EXIT.authNeeded,
      'Fix it by hand, or delete it and log in again with `rackctl auth login`.',
    );
  }
  const profiles = isObject(parsed) && isObject(parsed.profiles) ? parsed.profiles : {};
  const current = isObject(parsed) && typeof parsed.current === 'string' ? parsed.current : undefined;
  return {
    profiles: Object.fromEntries(
      Object.entries(profiles).filter(([, value]) => isCredential(value)),
    ) as Record<string, Credential>,
    ...(current && isCredential(profiles[current]) ? { current } : {}),
  };
}

/**
 * Writes the credentials file with mode 0600 in a 0700 folder. The new content goes to a temporary file that
 * is renamed over the old one, so a crash mid-write never leaves a torn file or loses the other profiles.
 */
export async function writeCredentials(path: string, file: CredentialsFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: DIR_MODE });
  // mkdir's mode only applies to folders it creates: an existing 0755 one is tightened too.
  await chmod(dirname(path), DIR_MODE);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: FILE_MODE });
  // writeFile's mode only applies when it creates the file; a leftover temporary file keeps its old mode.
  await chmod(temporary, FILE_MODE);
  await rename(temporary, path);
}
