/** A platform API version as the `api-version` header spells it: `YYYYMMDDNN.0.0` (a semantic version). */
export type ApiVersion = `${number}.${number}.${number}`;

/** One version of the platform API this contract can speak, and what it changed from the one before. */
export interface ApiVersionEntry {
  version: ApiVersion;
  changes: string[];
}

/**
 * Every platform API version the contract describes, oldest first. The newest is the SDK's own; the mock server
 * serves them all over one store.
 */
export const API_VERSIONS: readonly ApiVersionEntry[] = [
  {
    version: '2026073100.0.0',
    changes: ['The oldest version Rack Console speaks (the version of `@oxide/api@0.9.0`).'],
  },
  { version: '2026081200.0.0', changes: ['`Sled.slot`: the rack slot the sled was last seen in, or null.'] },
  {
    version: '2026081400.0.0',
    changes: [
      'The alert log: `alert_list` (`GET /v1/alerts`, filtered by class glob and creation time) and `alert_view` (`GET /v1/alerts/{alert_id}`); schemas `Alert` and `AlertResultsPage`.',
    ],
  },
  {
    version: '2026081700.0.0',
    changes: [
      'The ten `support_bundle_*` operations move from `/experimental/v1/system/support-bundles…` to `/v1/system/support-bundles…`.',
    ],
  },
  {
    version: '2026081901.0.0',
    changes: [
      "A numbered BGP peer's address (`RouterPeerType` of type `numbered`): `ip` becomes `target_addr`, with an optional `src_addr`.",
    ],
  },
];

/** The platform API version this contract implements; every request announces it in `api-version`. */
export const API_VERSION: ApiVersion = '2026081901.0.0';

/** The oldest version the contract can still describe. */
export const OLDEST_API_VERSION: ApiVersion = '2026073100.0.0';

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** Why a header value is not a semantic version, in the words of the platform's parser, or undefined if it is. */
export function apiVersionSyntaxError(text: string): string | undefined {
  if (text === '') return 'empty string, expected a semver version';
  if (SEMVER.test(text)) return undefined;
  const parts = text.split(/[.+-]/);
  const names = ['major', 'minor', 'patch'];
  for (let index = 0; index < 3; index += 1) {
    const part = parts[index];
    if (part === undefined || part === '')
      return `unexpected end of input while parsing ${names[index]} version number`;
    const bad = /[^0-9]/.exec(part);
    if (bad) return `unexpected character '${bad[0]}' while parsing ${names[index]} version number`;
    if (part.length > 1 && part.startsWith('0'))
      return `invalid leading zero in ${names[index]} version number`;
  }
  return 'unexpected character after patch version number';
}

/** Whether a version is a pre-release: a `-` before any build metadata. */
const isPrerelease = (version: string) => /^[^+]*-/.test(version);

const numbersOf = (version: string) => {
  const core = version.split(/[-+]/)[0] ?? '';
  return core.split('.').map((part) => BigInt(part));
};

/**
 * Orders two versions as semver does (pre-releases before their release; build metadata ignored): negative when
 * `a` is older, positive when newer, 0 when the same.
 */
export function compareApiVersions(a: string, b: string): number {
  const [left, right] = [numbersOf(a), numbersOf(b)];
  const index = [0, 1, 2].find((part) => (left[part] ?? 0n) !== (right[part] ?? 0n));
  if (index !== undefined) return (left[index] ?? 0n) < (right[index] ?? 0n) ? -1 : 1;
  return Number(isPrerelease(b)) - Number(isPrerelease(a));
}

/** The version's date number (`2026081400`), as people name platform versions. */
export const apiVersionLabel = (version: string) => version.split('.')[0] ?? version;
