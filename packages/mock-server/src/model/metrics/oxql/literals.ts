import type { Reader } from './reader';
import type { Literal } from './syntax';

const SECOND = 1000;
const DAY = 86_400 * SECOND;
/** Duration units in the order the platform's grammar tries them (so `ms` wins over `m`). */
const UNITS: [string, number][] = [
  ['Y', 365 * DAY],
  ['M', 30 * DAY],
  ['w', 7 * DAY],
  ['d', DAY],
  ['h', 3600 * SECOND],
  ['ms', 1],
  ['m', 60 * SECOND],
  ['s', SECOND],
  ['us', 1e-3],
  ['ns', 1e-6],
];
const U32_MAX = 4_294_967_295;
const I64_MIN = -(2 ** 63);
const U64_MAX = 2 ** 64 - 1;

function integer(reader: Reader): number | null {
  return reader.attempt(() => {
    const text = reader.pattern(/-?[0-9]+(?![0-9eE.])/y, 'integer literal');
    if (text === null) return null;
    const value = Number(text);
    if (value < I64_MIN) return reader.fail('negative overflow');
    if (value > U64_MAX) return reader.fail('positive overflow');
    return value;
  });
}

function duration(reader: Reader): number | null {
  return reader.attempt(() => {
    const count = integer(reader);
    if (count === null) return null;
    const unit = UNITS.find(([suffix]) => reader.token(suffix));
    if (!unit) return null;
    if (count < 0 || count > U32_MAX) return reader.fail('invalid count for duration literal');
    return count * unit[1];
  });
}

function double(reader: Reader): number | null {
  return reader.attempt(() => {
    const text = reader.pattern(/-?[0-9]*\.?[0-9]*([eE]-?[0-9]+)*/y, 'double literal');
    if (text === null) return null;
    if (!/^-?([0-9]+\.?[0-9]*|\.[0-9]+)([eE]-?[0-9]+)?$/.test(text)) return reader.fail('double literal');
    return Number(text);
  });
}

function quoted(reader: Reader, pattern: RegExp): string | null {
  return reader.attempt(() => {
    const text = reader.pattern(pattern, '"\\""');
    return text === null ? null : text.slice(1, -1);
  });
}

function uuid(reader: Reader): string | null {
  const dashed = quoted(reader, /"[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}"/y);
  if (dashed !== null) return dashed;
  const plain = quoted(reader, /"[a-f0-9]{32}"/y);
  if (plain === null) return null;
  return [
    plain.slice(0, 8),
    plain.slice(8, 12),
    plain.slice(12, 16),
    plain.slice(16, 20),
    plain.slice(20),
  ].join('-');
}

const isIpv4 = (text: string) =>
  /^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$/.test(
    text,
  );

function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (groups.flat().some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return false;
  const count = groups.flat().length;
  return halves.length === 2 ? count <= 7 : count === 8;
}

function ip(reader: Reader): string | null {
  return (
    reader.attempt(() => {
      const text = quoted(reader, /"([0-9]{1,3}\.){3}[0-9]{1,3}"/y);
      if (text === null) return null;
      return isIpv4(text) ? text : reader.fail('an IPv4 address');
    }) ??
    reader.attempt(() => {
      const text = quoted(reader, /"[a-f0-9:]+"/y);
      if (text === null) return null;
      return isIpv6(text) ? text : reader.fail('an IPv6 address');
    })
  );
}

/** Resolves `\n`, `\r`, `\t`, `\\`, `\0` and `\u{…}`; null for any other escape, as the platform does. */
function resolveEscapes(text: string): string | null {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = text[++index];
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', '\\': '\\', '0': '\0' };
    if (next !== undefined && next in simple) out += simple[next];
    else if (next === 'u') {
      const match = /^\{([0-9a-fA-F]{1,6})\}/.exec(text.slice(index + 1));
      const code = match ? Number.parseInt(match[1] as string, 16) : Number.NaN;
      if (!match || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
      out += String.fromCodePoint(code);
      index += match[0].length;
    } else return null;
  }
  return out;
}

function string(reader: Reader): string | null {
  for (const [quote, label] of [
    ["'", 'invalid single quoted string'],
    ['"', 'invalid double quoted string'],
  ] as const) {
    const value = reader.attempt(() => {
      if (!reader.token(quote)) return null;
      const body = reader.pattern(quote === "'" ? /[^']*/y : /[^"]*/y, '');
      const text = body === null ? null : resolveEscapes(body);
      if (text === null) return reader.fail(label);
      return reader.token(quote) ? text : null;
    });
    if (value !== null) return value;
  }
  return null;
}

/** `@YYYY-MM-DD`, `@HH:MM:SS[.f]` (today), `@YYYY-MM-DDTHH:MM:SS[.f]`, all UTC; or `@now()` ± a duration. */
function timestamp(reader: Reader, now: number): number | null {
  const written = reader.attempt(() => {
    if (!reader.token('@')) return null;
    const text = reader.pattern(/[0-9\-T:.]+/y, "['0' ..= '9' | '-' | 'T' | ':' | '.']");
    if (text === null) return null;
    const time = /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? Date.parse(`${text}T00:00:00Z`)
      : /^\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text)
        ? Date.parse(`${new Date(now).toISOString().slice(0, 10)}T${text}Z`)
        : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text)
          ? Date.parse(`${text}Z`)
          : Number.NaN;
    return Number.isNaN(time) ? reader.fail('a recognized timestamp format') : time;
  });
  if (written !== null) return written;
  return reader.attempt(() => {
    if (!reader.token('@now()')) return null;
    const offset = reader.attempt(() => {
      reader.optionalWhitespace();
      const sign = reader.token('+') ? 1 : reader.token('-') ? -1 : 0;
      if (sign === 0) return null;
      reader.optionalWhitespace();
      const amount = duration(reader);
      return amount === null ? null : sign * amount;
    });
    return now + (offset ?? 0);
  });
}

/** Reads one literal in the platform's order (boolean, duration, integer, double, UUID, IP, string, timestamp). */
export function parseLiteralAt(reader: Reader, only?: 'duration'): Literal | null {
  if (only === 'duration') {
    const value = duration(reader);
    return value === null ? null : { kind: 'duration', value };
  }
  const boolean = reader.quiet(() => (reader.token('true') ? true : reader.token('false') ? false : null));
  if (boolean !== null) return { kind: 'boolean', value: boolean };
  reader.fail('boolean literal');
  const tries: [Literal['kind'], () => number | string | null][] = [
    ['duration', () => duration(reader)],
    ['integer', () => integer(reader)],
    ['double', () => double(reader)],
    ['uuid', () => uuid(reader)],
    ['ip', () => ip(reader)],
    ['string', () => string(reader)],
    ['timestamp', () => timestamp(reader, reader.now)],
  ];
  for (const [kind, read] of tries) {
    const value = read();
    if (value !== null) return { kind, value } as Literal;
  }
  return null;
}
