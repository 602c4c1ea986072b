import type { RouteDestination, RouteTarget } from '@rackconsole/sdk';

export const DESTINATION_KINDS: Record<RouteDestination['type'], string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
};

export const TARGET_KINDS: Record<RouteTarget['type'], string> = {
  ip: 'IP',
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
};

/** A route's destination in words, e.g. 'IP network 10.0.0.0/24'. */
export const describeDestination = (destination: RouteDestination) =>
  `${DESTINATION_KINDS[destination.type]} ${destination.value}`;

/** A route's target in words, e.g. 'Internet gateway default' or 'Drop'. */
export const describeTarget = (target: RouteTarget) =>
  target.type === 'drop' ? TARGET_KINDS.drop : `${TARGET_KINDS[target.type]} ${target.value}`;
