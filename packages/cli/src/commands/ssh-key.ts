import { readFile } from 'node:fs/promises';
import type { SshKey } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import { ago, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, noun, withExamples } from './define';
import { descriptionOption, type ListOptions, listOptions, nameArg, withOptions } from './parse';

/** The key's type and the end of its body, enough to tell keys apart without printing them whole. */
const fingerprintish = (key: SshKey) => {
  const [type = '', body = ''] = key.publicKey.split(/\s+/);
  return `${type} …${body.slice(-12)}`;
};

const columns: Column<SshKey>[] = [
  { header: 'NAME', value: (key) => key.name },
  { header: 'KEY', value: fingerprintish },
  { header: 'DESCRIPTION', value: (key) => key.description, flexible: true },
  { header: 'CREATED', value: (key) => ago(key.timeCreated) },
];

const fields = (key: SshKey): Fields => [
  ['Name', key.name],
  ['ID', key.id],
  ['Public key', key.publicKey],
  ['Description', text(key.description)],
  ['Created', when(key.timeCreated)],
];

/** `rackctl ssh-key …`: your SSH public keys, given to new instances. */
export function registerSshKey(program: Command, io: Io): void {
  const sshKey = noun(program, 'ssh-key', 'Manage your SSH public keys', [
    'rackctl ssh-key list',
    'rackctl ssh-key create laptop --public-key-file ~/.ssh/id_ed25519.pub',
  ]);

  const list = withOptions(sshKey.command('list').description('List your SSH keys'), listOptions());
  withExamples(list, ['rackctl ssh-key list']);
  action<ListOptions>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('currentUserSshKeyList', {}, options);
    ctx.out.list(items, columns, { empty: 'No SSH keys', more });
  });

  const create = withOptions(
    sshKey
      .command('create')
      .description('Add an SSH public key')
      .argument('<name>', 'name of the key', nameArg),
    [
      new Option('--public-key <key>', 'the public key, e.g. "ssh-ed25519 AAAA… me@laptop"'),
      new Option('--public-key-file <file>', 'read the public key from this file').conflicts('publicKey'),
      descriptionOption('which machine the key is from'),
    ],
  );
  withExamples(create, [
    'rackctl ssh-key create laptop --public-key-file ~/.ssh/id_ed25519.pub',
    'rackctl ssh-key create ci --public-key "ssh-ed25519 AAAAC3Nza… ci@build"',
  ]);
  action<{ publicKey?: string; publicKeyFile?: string; description?: string }>(
    create,
    io,
    async (ctx, [name = ''], options) => {
      const publicKey = options.publicKeyFile
        ? await readFile(options.publicKeyFile, 'utf8').catch(() => {
            throw new UsageError(`Cannot read the public key file ${options.publicKeyFile}`);
          })
        : options.publicKey;
      if (!publicKey?.trim()) throw new UsageError('Give the key with --public-key or --public-key-file');
      const created = await ctx.request('currentUserSshKeyCreate', {
        body: { name, description: options.description ?? '', publicKey: publicKey.trim() },
      });
      ctx.out.note(`Added SSH key ${created.name}`);
      ctx.out.view(created, fields(created));
    },
  );

  const view = sshKey.command('view').description('Show an SSH key').argument('<key>', 'key name or id');
  withExamples(view, ['rackctl ssh-key view laptop']);
  action(view, io, async (ctx, [selector = '']) => {
    const found = await ctx.request('currentUserSshKeyView', { path: { sshKey: selector } });
    ctx.out.view(found, fields(found));
  });

  const remove = sshKey
    .command('delete')
    .description('Delete an SSH key')
    .argument('<key>', 'key name or id');
  withExamples(remove, ['rackctl ssh-key delete laptop']);
  action(remove, io, async (ctx, [selector = '']) => {
    await ctx.request('currentUserSshKeyDelete', { path: { sshKey: selector } });
    ctx.out.note(`Deleted SSH key ${selector}`);
  });
}
