import { parseIp } from '@rackconsole/validators';

type IpVersion = 'v4' | 'v6';

const V4_MESSAGE = 'Must be an IPv4 address';
const V6_MESSAGE = 'Must be an IPv6 address';
export const RANGE_ORDER_MESSAGE = 'Last address must not be below the first';

/** 'Not a valid IP address' for anything that is not an address, or why it is not one of the pool's version. */
export function validatePoolAddress(value: string, version: IpVersion): string | undefined {
  const parsed = parseIp(value.trim());
  if (parsed.type === 'error') return parsed.message;
  if (parsed.type !== version) return version === 'v4' ? V4_MESSAGE : V6_MESSAGE;
  return undefined;
}

function v4ToBigInt(address: string): bigint {
  return address.split('.').reduce((total, octet) => (total << 8n) + BigInt(Number(octet)), 0n);
}

/** The eight 16-bit groups of an IPv6 address, with '::' expanded and an IPv4 tail split into two groups. */
function v6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parts = (run: string) => {
    if (run === '') return [];
    return run.split(':').flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)];
      const v4 = Number(v4ToBigInt(group));
      return [v4 >>> 16, v4 & 0xffff];
    });
  };
  const headGroups = parts(head);
  if (tail === undefined) return headGroups;
  const tailGroups = parts(tail);
  return [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill(0), ...tailGroups];
}

/** An address as a number, so range ends compare numerically ('10.0.0.9' < '10.0.0.10'); undefined if invalid. */
export function ipToBigInt(address: string): bigint | undefined {
  const parsed = parseIp(address.trim());
  if (parsed.type === 'v4') return v4ToBigInt(parsed.address);
  if (parsed.type === 'v6') {
    return v6Groups(parsed.address).reduce((total, group) => (total << 16n) + BigInt(group), 0n);
  }
  return undefined;
}

/** Why `last` cannot close a range opened by `first`, or undefined when it can (or `first` is not valid yet). */
export function validateRangeOrder(first: string, last: string): string | undefined {
  const start = ipToBigInt(first);
  const end = ipToBigInt(last);
  if (start === undefined || end === undefined) return undefined;
  return end < start ? RANGE_ORDER_MESSAGE : undefined;
}
