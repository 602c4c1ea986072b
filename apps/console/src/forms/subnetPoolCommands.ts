import type { Params, SubnetPoolCreate, SubnetPoolMemberAdd } from '@rackconsole/sdk';
import { rackctl } from './cliCommand';

// The `rackctl subnet-pool` commands of the forms, each built from the request the form sends.

/** `rackctl subnet-pool create` takes every field of the request. */
export const subnetPoolCreateCommand = (body: SubnetPoolCreate) =>
  rackctl(['subnet-pool', 'create'], {
    name: body.name,
    description: body.description,
    'ip-version': body.ipVersion,
  });

/** `rackctl subnet-pool member add` takes the subnet and its optional prefix length bounds. */
export const subnetPoolMemberAddCommand = (pool: string, body: SubnetPoolMemberAdd) =>
  rackctl(['subnet-pool', 'member', 'add', pool], {
    subnet: body.subnet,
    'min-prefix-len': body.minPrefixLength,
    'max-prefix-len': body.maxPrefixLength,
  });

/** The link request of a subnet pool to a silo, as the silo's default of its IP version or not. */
export const subnetPoolLinkRequest = (
  pool: string,
  silo: string,
  isDefault: boolean,
): Params<'systemSubnetPoolSiloLink'> => ({ path: { pool }, body: { silo, isDefault } });

/** `rackctl subnet-pool link`, with `--default` to make the pool the silo's default of its IP version. */
export const subnetPoolLinkCommand = (pool: string, silo: string, isDefault: boolean) =>
  rackctl(['subnet-pool', 'link', pool], { silo, default: isDefault });
