import { badRequest } from '../model/services';

// Range requests on downloads, as the platform serves them (its `range-requests` crate over `http-range`):
// one byte range per request; anything it cannot serve — several ranges, bad syntax, a start past the end —
// is refused with 400.

/** One range of a body, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

const U64_MAX = 2n ** 64n - 1n;
const isBlank = (char: string) => char === ' ' || char === '\t';

/** Trims spaces and tabs only, as the platform's parser does. */
function trim(text: string): string {
  let first = 0;
  let last = text.length;
  while (first < last && isBlank(text[first] as string)) first += 1;
  while (last > first && isBlank(text[last - 1] as string)) last -= 1;
  return text.slice(first, last);
}

/** Decimal digits only, within 64 bits; undefined otherwise. */
function parseCount(text: string): number | undefined {
  if (!/^\d+$/.test(text) || BigInt(text) > U64_MAX) return undefined;
  return Number(text);
}

/** One `first-last`, `first-` or `-suffix` spec: a range, 'none' when it starts past the end, or 'invalid'. */
function parseSpec(spec: string, size: number): ByteRange | 'none' | 'invalid' {
  const dash = spec.indexOf('-');
  if (dash === -1) return 'invalid';
  const startText = trim(spec.slice(0, dash));
  const endText = trim(spec.slice(dash + 1));
  if (startText === '') {
    if (endText === '' || endText.startsWith('-')) return 'invalid';
    const suffix = parseCount(endText);
    if (suffix === undefined) return 'invalid';
    if (suffix === 0) return 'none';
    const length = Math.min(suffix, size);
    return { start: size - length, end: size - 1 };
  }
  const start = parseCount(startText);
  if (start === undefined) return 'invalid';
  if (start >= size) return 'none';
  if (endText === '') return { start, end: size - 1 };
  const end = parseCount(endText);
  if (end === undefined || start > end) return 'invalid';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * The single range a `Range` header asks for out of `size` bytes; throws 400 for a header the platform
 * refuses (not `bytes=`, malformed, several ranges, nothing inside the body).
 */
export function requestedRange(header: string, size: number): ByteRange {
  const refuse = () => badRequest('Failed to parse range request header');
  if (!header.startsWith('bytes=')) throw refuse();
  const ranges: ByteRange[] = [];
  for (const part of header.slice('bytes='.length).split(',')) {
    const spec = trim(part);
    if (spec === '') continue;
    const range = parseSpec(spec, size);
    if (range === 'invalid') throw refuse();
    if (range !== 'none') ranges.push(range);
  }
  const [only] = ranges;
  if (ranges.length !== 1 || !only || only.end < only.start) throw refuse();
  return only;
}

/**
 * A download answer narrowed to the requested range: 206 with the slice, its length and `content-range`
 * (`bytes first-last/total`); a HEAD answer carries the same headers and no body.
 */
export function partialAnswer(
  bytes: Uint8Array,
  headers: [name: string, value: string][],
  rangeHeader: string,
): { status: 206; headers: [name: string, value: string][]; body: Uint8Array } {
  const { start, end } = requestedRange(rangeHeader, bytes.length);
  const slice = bytes.subarray(start, end + 1);
  return {
    status: 206,
    headers: [
      ...headers.filter(([name]) => name.toLowerCase() !== 'content-length'),
      ['content-length', String(slice.length)],
      ['content-range', `bytes ${start}-${end}/${bytes.length}`],
    ],
    body: slice,
  };
}
