import type { SshKey } from '@rackconsole/sdk';
import { Option } from 'commander';
import { UsageError } from '../../errors';
import { readTextInput } from '../../input';
import { identityColumns, identityFields } from '../../output/columns';
import { descriptionOption } from '../parse';
import { creates, named, type Resource, UNSCOPED } from '../resource';

// The resource table's row for your own SSH keys.

/** The key's type and the end of its body, enough to tell keys apart without printing them whole. */
const fingerprintish = (key: SshKey) => {
  const [type = '', body = ''] = key.publicKey.split(/\s+/);
  return `${type} …${body.slice(-12)}`;
};

export const sshKey: Resource<SshKey> = {
  noun: 'ssh-key',
  title: 'SSH key',
  description: 'Manage your SSH public keys',
  examples: ['rackctl ssh-key list', 'rackctl ssh-key create laptop --public-key-file ~/.ssh/id_ed25519.pub'],
  selector: { argument: 'key', description: 'key name or id', path: 'sshKey' },
  scope: UNSCOPED,
  columns: () => identityColumns({ header: 'KEY', value: fingerprintish }),
  fields: (_ctx, key) => identityFields(key, [['Public key', key.publicKey]]),
  list: {
    operation: 'currentUserSshKeyList',
    description: 'List your SSH keys',
    examples: ['rackctl ssh-key list'],
    empty: 'No SSH keys',
  },
  create: creates<
    'currentUserSshKeyCreate',
    { publicKey?: string; publicKeyFile?: string; description?: string }
  >({
    operation: 'currentUserSshKeyCreate',
    description: 'Add an SSH public key',
    examples: [
      'rackctl ssh-key create laptop --public-key-file ~/.ssh/id_ed25519.pub',
      'rackctl ssh-key create ci --public-key "ssh-ed25519 AAAAC3Nza… ci@build"',
    ],
    name: 'name of the key',
    options: () => [
      new Option('--public-key <key>', 'the public key, e.g. "ssh-ed25519 AAAA… me@laptop"'),
      new Option('--public-key-file <file>', 'read the public key from this file').conflicts('publicKey'),
      descriptionOption('which machine the key is from'),
    ],
    body: async (_ctx, name, options) => {
      const publicKey = options.publicKeyFile
        ? await readTextInput(options.publicKeyFile, 'public key')
        : options.publicKey;
      if (!publicKey?.trim()) throw new UsageError('Give the key with --public-key or --public-key-file');
      return { ...named(name, options), publicKey: publicKey.trim() };
    },
    note: (created) => `Added SSH key ${created.name}`,
  }),
  view: {
    operation: 'currentUserSshKeyView',
    description: 'Show an SSH key',
    examples: ['rackctl ssh-key view laptop'],
  },
  delete: {
    operation: 'currentUserSshKeyDelete',
    description: 'Delete an SSH key',
    examples: ['rackctl ssh-key delete laptop'],
  },
};
