import { z } from 'zod';
import { named } from './registry.js';
import { NameOrId } from './shared.js';

// Network primitives shared by compute, VPC, IP pool and system networking areas.

const IPV4_OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';

/** An IPv4 or IPv6 address (the platform's `ip` string format). */
export const ipAddr = () =>
  z
    .string()
    .regex(new RegExp(`${z.regexes.ipv4.source}|${z.regexes.ipv6.source}`))
    .meta({ format: 'ip' });

export const IpVersion = named('IpVersion', z.enum(['v4', 'v6']));
export const IpPoolType = named('IpPoolType', z.enum(['unicast', 'multicast']));

/** An IPv4 prefix in CIDR form, e.g. `192.168.1.0/24`. */
export const Ipv4Net = named(
  'Ipv4Net',
  z.string().regex(new RegExp(`^(${IPV4_OCTET}\\.){3}${IPV4_OCTET}/([0-9]|[12][0-9]|3[0-2])$`)),
);

/** An IPv6 prefix in CIDR form, e.g. `fd12:3456::/64`; the address part is checked by the platform's parser. */
export const Ipv6Net = named(
  'Ipv6Net',
  z.string().regex(/^[0-9a-fA-F:.]*:[0-9a-fA-F:.]*\/([0-9]|[1-9][0-9]|1[01][0-9]|12[0-8])$/),
);

export const IpNet = named('IpNet', z.union([Ipv4Net, Ipv6Net]));

/** An EUI-48 MAC address, e.g. `a8:40:25:ff:00:01`. */
export const MacAddr = named(
  'MacAddr',
  z
    .string()
    .min(5)
    .max(17)
    .regex(/^([0-9a-fA-F]{0,2}:){5}[0-9a-fA-F]{0,2}$/),
);

/** Which pool an address is allocated from: a named pool, or the silo's default (optionally per IP version). */
export const PoolSelector = named(
  'PoolSelector',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('explicit'), pool: NameOrId }),
    z.object({ type: z.literal('auto'), ip_version: IpVersion.nullable().optional() }),
  ]),
);
