import { parseIp } from '@rackconsole/validators';

// Addresses as numbers, so that ranges, blocks and prefixes can be compared, counted and walked. BigInt
// covers both families: IPv6 ranges are far larger than 2^53.

export type IpVersion = 'v4' | 'v6';

export interface IpValue {
  version: IpVersion;
  value: bigint;
}

const BITS = { v4: 32, v6: 128 } as const;

function ipv4ToBigInt(text: string): bigint {
  return text.split('.').reduce((total, octet) => (total << 8n) | BigInt(Number(octet)), 0n);
}

function ipv6ToBigInt(text: string): bigint {
  let body = text;
  const groups: number[] = [];
  // An embedded IPv4 tail ('::ffff:192.0.2.1') stands for the last two groups.
  const tail = body.match(/(\d+\.\d+\.\d+\.\d+)$/);
  let tailValue: bigint | undefined;
  if (tail?.[1]) {
    tailValue = ipv4ToBigInt(tail[1]);
    body = `${body.slice(0, -tail[1].length)}0:0`;
  }
  const [head = '', rest] = body.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - headGroups.length - restGroups.length;
  for (const group of headGroups) groups.push(Number.parseInt(group, 16));
  for (let index = 0; index < (rest === undefined ? 0 : missing); index += 1) groups.push(0);
  for (const group of restGroups) groups.push(Number.parseInt(group, 16));
  let value = groups.reduce((total, group) => (total << 16n) | BigInt(group), 0n);
  if (tailValue !== undefined) value = (value & ~0xffffffffn) | tailValue;
  return value;
}

/** An address as a number, or undefined when the text is not an address. */
export function ipValue(text: string): IpValue | undefined {
  const parsed = parseIp(text);
  if (parsed.type === 'v4') return { version: 'v4', value: ipv4ToBigInt(text) };
  if (parsed.type === 'v6') return { version: 'v6', value: ipv6ToBigInt(text) };
  return undefined;
}

/** The canonical text of an address (RFC 5952 for IPv6: lower case, longest zero run compressed). */
export function formatIp({ version, value }: IpValue): string {
  if (version === 'v4') {
    return [24n, 16n, 8n, 0n].map((shift) => ((value >> shift) & 0xffn).toString()).join('.');
  }
  const groups = Array.from({ length: 8 }, (_, index) =>
    Number((value >> BigInt(112 - index * 16)) & 0xffffn),
  );
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > bestLength && length > 1) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** The canonical text of an address given as text; the text itself when it is not an address. */
export const canonicalIp = (text: string): string => {
  const value = ipValue(text);
  return value ? formatIp(value) : text;
};

/** An inclusive span of addresses of one family. */
export interface IpSpan {
  version: IpVersion;
  first: bigint;
  last: bigint;
}

/** The span from `first` to `last`, or undefined when they are not addresses of one family. */
export function ipSpan(first: string, last: string): IpSpan | undefined {
  const from = ipValue(first);
  const to = ipValue(last);
  if (!from || !to || from.version !== to.version) return undefined;
  return { version: from.version, first: from.value, last: to.value };
}

/** The addresses a prefix such as `10.0.0.0/24` covers, or undefined when it is not one. */
export function netSpan(net: string): (IpSpan & { address: bigint; width: number }) | undefined {
  const [address = '', widthText = ''] = net.split('/');
  const value = ipValue(address);
  const width = Number(widthText);
  if (!value || !/^\d+$/.test(widthText) || width > BITS[value.version]) return undefined;
  const hostBits = BigInt(BITS[value.version] - width);
  const mask = (1n << hostBits) - 1n;
  const first = value.value & ~mask;
  return { version: value.version, first, last: first | mask, address: value.value, width };
}

export const spansOverlap = (a: IpSpan, b: IpSpan) =>
  a.version === b.version && a.first <= b.last && b.first <= a.last;

export const spanContains = (span: IpSpan, address: IpValue) =>
  span.version === address.version && span.first <= address.value && address.value <= span.last;

/** How many addresses a span holds. */
export const spanSize = (span: IpSpan): bigint => span.last - span.first + 1n;
