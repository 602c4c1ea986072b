import type { Params } from '@rackconsole/sdk';
import { rackctl } from './cliCommand';

// The requests the external subnet forms send, and the `rackctl` commands that send the same.

/** What the create form holds: a pool and a prefix length, or an explicit subnet. */
export interface ExternalSubnetCreateValues {
  name: string;
  description: string;
  allocation: 'pool' | 'explicit';
  pool: string;
  prefixLength: number;
  subnet: string;
}

/** The create request of the form's values: only the fields of the chosen way of allocating go out. */
export const externalSubnetCreateRequest = (
  project: string,
  values: ExternalSubnetCreateValues,
): Params<'externalSubnetCreate'> => ({
  query: { project },
  body: {
    name: values.name,
    description: values.description,
    allocator:
      values.allocation === 'explicit'
        ? { type: 'explicit', subnet: values.subnet.trim() }
        : {
            type: 'auto',
            prefixLength: values.prefixLength,
            poolSelector: { type: 'explicit', pool: values.pool },
          },
  },
});

/** `rackctl external-subnet create` sending the same request. */
export function externalSubnetCreateCommand({ query, body }: Params<'externalSubnetCreate'>): string {
  const { allocator } = body;
  const allocation =
    allocator.type === 'explicit'
      ? { subnet: allocator.subnet }
      : {
          pool: allocator.poolSelector?.type === 'explicit' ? allocator.poolSelector.pool : undefined,
          'prefix-len': allocator.prefixLength,
        };
  return rackctl(['external-subnet', 'create'], {
    project: query.project,
    name: body.name,
    description: body.description,
    ...allocation,
  });
}

/** The attach request of an external subnet to an instance, both named within the project. */
export const externalSubnetAttachRequest = (
  project: string,
  externalSubnet: string,
  instance: string,
): Params<'externalSubnetAttach'> => ({
  path: { externalSubnet },
  query: { project },
  body: { instance },
});

/** `rackctl external-subnet attach` sending the same request. */
export const externalSubnetAttachCommand = ({ path, query, body }: Params<'externalSubnetAttach'>) =>
  rackctl(['external-subnet', 'attach', path.externalSubnet], {
    project: query?.project,
    instance: body.instance,
  });
