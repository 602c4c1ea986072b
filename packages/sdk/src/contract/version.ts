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

/** Where in a version the platform's parser (the `semver` crate) found a problem, as its messages name it. */
const NUMBER_POSITIONS = ['major version number', 'minor version number', 'patch version number'];
const PRE_RELEASE = 'pre-release identifier';
const BUILD_METADATA = 'build metadata';
const U64_MAX = 18446744073709551615n;

/** A character as the parser's messages quote it (Rust's debug form of a `char`). */
function quoted(char: string) {
  const escapes: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', "'": "\\'", '\\': '\\\\' };
  return `'${escapes[char] ?? char}'`;
}

/**
 * A dot-separated pre-release or build identifier at the start of `input`: the identifier and what follows it,
 * or the parser's complaint.
 */
function identifierAt(input: string, position: string): { identifier: string; rest: string } | string {
  let accumulated = 0;
  let segment = 0;
  let hasNonDigit = false;
  for (;;) {
    const char = input[accumulated + segment];
    if (char !== undefined && /[A-Za-z-]/.test(char)) {
      segment += 1;
      hasNonDigit = true;
    } else if (char !== undefined && /[0-9]/.test(char)) {
      segment += 1;
    } else {
      if (segment === 0) {
        if (accumulated === 0 && char !== '.') return { identifier: '', rest: input };
        return `empty identifier segment in ${position}`;
      }
      if (position === PRE_RELEASE && segment > 1 && !hasNonDigit && input[accumulated] === '0')
        return `invalid leading zero in ${position}`;
      accumulated += segment;
      if (char !== '.') return { identifier: input.slice(0, accumulated), rest: input.slice(accumulated) };
      accumulated += 1;
      segment = 0;
      hasNonDigit = false;
    }
  }
}

/**
 * Why a header value is not a semantic version, in the words of the platform's parser (the `semver` crate, read
 * left to right, first problem wins), or undefined if it is one.
 */
export function apiVersionSyntaxError(text: string): string | undefined {
  if (text === '') return 'empty string, expected a semver version';
  let rest = text;
  for (const [index, position] of NUMBER_POSITIONS.entries()) {
    const digits = /^[0-9]*/.exec(rest)?.[0] ?? '';
    const next = rest[0];
    if (next === undefined) return `unexpected end of input while parsing ${position}`;
    if (digits === '') return `unexpected character ${quoted(next)} while parsing ${position}`;
    if (digits.length > 1 && digits.startsWith('0')) return `invalid leading zero in ${position}`;
    if (BigInt(digits) > U64_MAX) return `value of ${position} exceeds u64::MAX`;
    rest = rest.slice(digits.length);
    if (index === NUMBER_POSITIONS.length - 1) break;
    const separator = rest[0];
    if (separator === undefined) return `unexpected end of input while parsing ${position}`;
    if (separator !== '.') return `unexpected character ${quoted(separator)} after ${position}`;
    rest = rest.slice(1);
  }
  let position = NUMBER_POSITIONS[2] as string;
  for (const [sign, part] of [
    ['-', PRE_RELEASE],
    ['+', BUILD_METADATA],
  ] as const) {
    if (!rest.startsWith(sign)) continue;
    position = part;
    const found = identifierAt(rest.slice(1), part);
    if (typeof found === 'string') return found;
    if (found.identifier === '') return `empty identifier segment in ${part}`;
    rest = found.rest;
  }
  const unexpected = rest[0];
  return unexpected === undefined
    ? undefined
    : `unexpected character ${quoted(unexpected)} after ${position}`;
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
