import { formatIp, type IpSpan, ipValue, netSpan, spanContains } from '../core/ip-address';

// Address rules of VPCs and their subnets: private IPv4 blocks, Unique Local IPv6 prefixes, the addresses a
// subnet hands to interfaces, and guest MAC addresses.

/** The platform reserves the first addresses of every subnet (gateway, DNS, …) and its last one. */
export const RESERVED_LEADING_ADDRESSES = 5;

/** Smallest and largest IPv4 prefix lengths a VPC subnet may have. */
export const MIN_SUBNET_V4_WIDTH = 8;
export const MAX_SUBNET_V4_WIDTH = 26;

/** The IPv4 block every VPC's `default` subnet gets. */
export const DEFAULT_SUBNET_V4_BLOCK = '172.30.0.0/22';

const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((net) => netSpan(net) as IpSpan);

/** Whether an IPv4 block lies inside one of the RFC 1918 private ranges. */
export function isPrivateV4Block(block: string): boolean {
  const span = netSpan(block);
  return !!span && PRIVATE_V4.some((range) => range.first <= span.first && span.last <= range.last);
}

/** The prefix length of a block such as `10.0.0.0/24`. */
export const widthOf = (block: string): number => Number(block.split('/')[1]);

/** A block written with its host bits cleared (`10.1.2.3/24` → `10.1.2.0/24`). */
export function canonicalNet(block: string): string {
  const span = netSpan(block);
  return span ? `${formatIp({ version: span.version, value: span.first })}/${span.width}` : block;
}

/** Whether a prefix is a Unique Local Address prefix (`fd00::/8`) of exactly `width` bits. */
export function isUlaPrefix(prefix: string, width: number): boolean {
  const span = netSpan(prefix);
  return !!span && span.version === 'v6' && span.width === width && span.first >> 120n === 0xfdn;
}

/** Whether an IPv6 block is a /64 of the VPC's /48 prefix, as subnet blocks must be. */
export function isVpcSubnetV6(block: string, vpcPrefix: string): boolean {
  const span = netSpan(block);
  const vpc = netSpan(vpcPrefix);
  return !!span && !!vpc && isUlaPrefix(block, 64) && span.first >= vpc.first && span.last <= vpc.last;
}

const randomBits = (bits: number): bigint => {
  let value = 0n;
  for (let index = 0; index < bits; index += 16)
    value = (value << 16n) | BigInt(Math.floor(Math.random() * 0x10000));
  return value & ((1n << BigInt(bits)) - 1n);
};

const v6Net = (first: bigint, width: number) => `${formatIp({ version: 'v6', value: first })}/${width}`;

/** A random Unique Local /48, as the platform picks for a VPC created without one. */
export const randomVpcPrefix = (): string => v6Net((0xfdn << 120n) | (randomBits(40) << 80n), 48);

/** The first /64 of a VPC prefix: the `default` subnet's IPv6 block. */
export const firstSubnetV6 = (vpcPrefix: string): string => v6Net((netSpan(vpcPrefix) as IpSpan).first, 64);

/** A random /64 of the VPC prefix that no existing subnet uses. */
export function freeSubnetV6(vpcPrefix: string, taken: string[]): string {
  const vpc = netSpan(vpcPrefix) as IpSpan;
  const used = new Set(taken.map(canonicalNet));
  for (;;) {
    const block = v6Net(vpc.first | (randomBits(16) << 64n), 64);
    if (!used.has(block)) return block;
  }
}

/**
 * Why an address may not be requested for an interface in a block (outside it, reserved at its start, or its
 * broadcast address), in the platform's words; undefined when it may.
 */
export function unrequestableReason(address: string, block: string): string | undefined {
  const span = netSpan(block) as IpSpan;
  const value = ipValue(address);
  if (!value || !spanContains(span, value)) return `${address} is outside subnet ${canonicalNet(block)}`;
  if (value.value - span.first < BigInt(RESERVED_LEADING_ADDRESSES)) {
    return `The first ${RESERVED_LEADING_ADDRESSES} addresses of a subnet are reserved`;
  }
  if (span.version === 'v4' && value.value === span.last) return 'Cannot request a broadcast address';
  return undefined;
}

/** The lowest free address of a block after the reserved ones, or undefined when the block is full. */
export function firstFreeAddress(block: string, taken: Set<string>): string | undefined {
  const span = netSpan(block) as IpSpan;
  const last = span.version === 'v4' ? span.last - 1n : span.last;
  for (let value = span.first + BigInt(RESERVED_LEADING_ADDRESSES); value <= last; value += 1n) {
    const address = formatIp({ version: span.version, value });
    if (!taken.has(address)) return address;
  }
  return undefined;
}

/** Guest MAC addresses are drawn from `a8:40:25:f0:00:00`–`a8:40:25:fe:ff:ff`. */
const GUEST_MAC_FIRST = 0xa84025f00000;
const GUEST_MAC_COUNT = 0xa84025feffff - GUEST_MAC_FIRST + 1;

const formatMac = (value: number) =>
  value
    .toString(16)
    .padStart(12, '0')
    .replace(/(..)(?!$)/g, '$1:');

/** A 32-bit FNV-1a hash, so that seeded interfaces get the same MAC on every start. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return value;
}

/** A guest MAC address not in `taken`, derived from `seed` (stable for the same seed). */
export function guestMac(seed: string, taken: Set<string>): string {
  let offset = hash(seed) % GUEST_MAC_COUNT;
  for (;;) {
    const mac = formatMac(GUEST_MAC_FIRST + offset);
    if (!taken.has(mac)) return mac;
    offset = (offset + 1) % GUEST_MAC_COUNT;
  }
}
