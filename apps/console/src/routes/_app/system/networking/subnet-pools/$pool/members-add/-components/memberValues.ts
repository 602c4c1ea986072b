import type { IpVersion, SubnetPoolMemberAdd } from '@rackconsole/sdk';
import { parseIpNet } from '@rackconsole/validators';

/** The add-member form as filled in: a cleared number field reads as NaN, an untouched one as undefined. */
export interface MemberValues {
  subnet: string;
  minPrefixLength?: number;
  maxPrefixLength?: number;
}

const MAX_WIDTH: Record<IpVersion, number> = { v4: 32, v6: 128 };

const given = (value: number | undefined): value is number => value !== undefined && !Number.isNaN(value);

/** Spec §5's network block messages, then why the block is not of the pool's version. */
export function validateMemberSubnet(value: string, version: IpVersion): string | undefined {
  const parsed = parseIpNet(value.trim());
  if (parsed.type === 'error') return parsed.message;
  if (parsed.type !== version) return `Must be an ${version === 'v4' ? 'IPv4' : 'IPv6'} subnet`;
  return undefined;
}

/**
 * Why a prefix length bound cannot be: allocations from the member are subnets within it, so their prefix is
 * no shorter than the member's own and no longer than an address, and the minimum may not exceed the maximum.
 */
export function validatePrefixBounds(values: MemberValues, version: IpVersion): string | undefined {
  const parsed = parseIpNet(values.subnet.trim());
  const width = parsed.type === 'error' ? 0 : parsed.width;
  const max = MAX_WIDTH[version];
  for (const bound of [values.minPrefixLength, values.maxPrefixLength]) {
    if (!given(bound)) continue;
    if (!Number.isInteger(bound) || bound < width || bound > max) {
      return `Prefix lengths must be whole numbers from ${width} to ${max}`;
    }
  }
  if (given(values.minPrefixLength) && given(values.maxPrefixLength)) {
    if (values.minPrefixLength > values.maxPrefixLength) {
      return 'Minimum prefix length must not exceed the maximum';
    }
  }
  return undefined;
}

/** The request: the block as `address/width` (the platform refuses a zero-led width), bounds only if given. */
export function memberAddBody(values: MemberValues): SubnetPoolMemberAdd {
  const parsed = parseIpNet(values.subnet.trim());
  const subnet = parsed.type === 'error' ? values.subnet.trim() : `${parsed.address}/${parsed.width}`;
  return {
    subnet,
    ...(given(values.minPrefixLength) ? { minPrefixLength: values.minPrefixLength } : {}),
    ...(given(values.maxPrefixLength) ? { maxPrefixLength: values.maxPrefixLength } : {}),
  };
}
