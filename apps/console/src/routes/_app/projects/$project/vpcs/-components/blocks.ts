import { parseIpNet } from '@rackconsole/validators';

/** An IP network block of one family: the shared block rule's messages (spec §5), then the family check. */
const validateBlock = (family: 'v4' | 'v6') => (value: unknown) => {
  if (typeof value !== 'string' || value.length === 0) return undefined; // 'required' speaks for empty fields
  const parsed = parseIpNet(value);
  if (parsed.type === 'error') return parsed.message;
  if (parsed.type === family) return undefined;
  return family === 'v4' ? 'Must be an IPv4 network' : 'Must be an IPv6 network';
};

/** A subnet's IPv4 block, e.g. '10.0.0.0/24'. */
export const validateIpv4Net = validateBlock('v4');

/** A subnet's IPv6 block or a VPC's IPv6 prefix, e.g. 'fd00:1122:3344::/48'. */
export const validateIpv6Net = validateBlock('v6');
