import { activeProfile, type Credential, type CredentialsFile, DEFAULT_PROFILE } from '../config/credentials';
import { AuthNeededError } from '../errors';
import { normalizeHost } from './host';

/** Where a command's host and token came from. */
export type SessionSource = 'environment' | 'profile';

/** The platform a command talks to and the token it presents. */
export interface Session {
  host: string;
  token: string;
  /** The profile the token was read from; undefined when RACK_TOKEN supplied it. */
  profile?: string;
  source: SessionSource;
  credential?: Credential;
}

const loginHint = (host?: string) =>
  `Run \`rackctl auth login --host ${host ?? 'URL'}\`, or set RACK_HOST and RACK_TOKEN.`;

/**
 * Picks the host and token for a command. RACK_TOKEN and RACK_HOST override the credentials file; with only
 * RACK_HOST set, the token is the one stored for that host (the chosen profile's if it is for that host).
 */
export function resolveSession(
  env: Record<string, string | undefined>,
  file: CredentialsFile,
  given?: string,
): Session {
  const profileName = activeProfile(file, given);
  const profile = file.profiles[profileName];
  const envHost = env.RACK_HOST ? normalizeHost(env.RACK_HOST) : undefined;
  const envToken = env.RACK_TOKEN || undefined;

  if (envToken) {
    const host = envHost ?? (profile ? normalizeHost(profile.host) : undefined);
    if (!host) {
      throw new AuthNeededError(
        'RACK_TOKEN is set but there is no host to use it with',
        'Set RACK_HOST too.',
      );
    }
    return { host, token: envToken, source: 'environment' };
  }

  if (envHost) {
    const stored =
      profile && normalizeHost(profile.host) === envHost
        ? ([profileName, profile] as const)
        : Object.entries(file.profiles).find(([, credential]) => normalizeHost(credential.host) === envHost);
    if (!stored) throw new AuthNeededError(`Not logged in to ${envHost}`, loginHint(envHost));
    const [name, credential] = stored;
    return { host: envHost, token: credential.token, profile: name, source: 'profile', credential };
  }

  if (!profile) {
    const which = profileName === DEFAULT_PROFILE ? '' : ` (profile "${profileName}")`;
    throw new AuthNeededError(`Not logged in${which}`, loginHint());
  }
  return {
    host: normalizeHost(profile.host),
    token: profile.token,
    profile: profileName,
    source: 'profile',
    credential: profile,
  };
}
