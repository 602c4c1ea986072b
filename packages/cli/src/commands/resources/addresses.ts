import type { FloatingIp } from '@rackconsole/sdk';
import { Option } from 'commander';
import { ago, text, when } from '../../output/format';
import { descriptionOption, ipArg } from '../parse';
import { creates, type Resource } from '../resource';
import { projectScope } from './compute';

// The resource table's row for a project's floating IPs.

export const floatingIp: Resource<FloatingIp> = {
  noun: 'floating-ip',
  title: 'floating IP',
  description: 'Manage floating IPs',
  examples: [
    'rackctl floating-ip create edge --project web',
    'rackctl floating-ip attach edge --instance web-1 --project web',
  ],
  selector: { path: 'floatingIp' },
  scope: projectScope,
  columns: () => [
    { header: 'NAME', value: (item) => item.name },
    { header: 'IP', value: (item) => item.ip },
    { header: 'INSTANCE', value: (item) => text(item.instanceId) },
    { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
    { header: 'CREATED', value: (item) => ago(item.timeCreated) },
  ],
  fields: (_ctx, item) => [
    ['Name', item.name],
    ['ID', item.id],
    ['IP', item.ip],
    ['IP pool', item.ipPoolId],
    ['Instance', text(item.instanceId)],
    ['Description', text(item.description)],
    ['Created', when(item.timeCreated)],
  ],
  list: {
    operation: 'floatingIpList',
    description: 'List the floating IPs of a project',
    examples: ['rackctl floating-ip list --project web'],
    empty: 'No floating IPs',
  },
  create: creates<'floatingIpCreate', { pool?: string; ip?: string; description?: string }>({
    operation: 'floatingIpCreate',
    description: 'Reserve a floating IP: the next free address of a pool, or a given one',
    examples: [
      'rackctl floating-ip create edge --project web',
      'rackctl floating-ip create edge --project web --pool public',
      'rackctl floating-ip create edge --project web --ip 203.0.113.10',
    ],
    name: 'name of the new floating IP',
    options: () => [
      new Option('--pool <pool>', 'IP pool to take the address from (default: the silo default)'),
      new Option('--ip <address>', 'this exact address').argParser(ipArg).conflicts('pool'),
      descriptionOption('what the address is for'),
    ],
    body: (_ctx, name, options) => ({
      name,
      description: options.description ?? '',
      addressAllocator: options.ip
        ? { type: 'explicit', ip: options.ip }
        : {
            type: 'auto',
            poolSelector: options.pool
              ? { type: 'explicit', pool: options.pool }
              : { type: 'auto', ipVersion: null },
          },
    }),
    note: (created) => `Created floating IP ${created.name} (${created.ip})`,
  }),
  view: {
    operation: 'floatingIpView',
    description: 'Show a floating IP',
    examples: ['rackctl floating-ip view edge --project web'],
  },
  delete: {
    operation: 'floatingIpDelete',
    description: 'Release a floating IP',
    examples: ['rackctl floating-ip delete edge --project web'],
  },
};
