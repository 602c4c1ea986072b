import { GIB } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { rackctlInvocations, runInShell } from '~/test/shell';
import {
  cliImageSelector,
  type InstanceCommandContext,
  instanceCreateCommand,
} from './instanceCreateCommand';
import { defaultInstanceValues, type InstanceCreateValues } from './instanceCreateValues';

const context: InstanceCommandContext = {
  project: 'mock-project',
  siloImages: [
    { id: 'silo-ubuntu', name: 'ubuntu-24-04' },
    { id: 'silo-debian', name: 'debian-12' },
  ],
  projectImages: [{ id: 'project-debian', name: 'debian-12' }],
  userSshKeys: ['laptop', 'ci key'],
  nameBootDisk: (instance) => `${instance}-disk-0a0a0a`,
};

const values = (overrides: Partial<InstanceCreateValues> = {}): InstanceCreateValues => ({
  ...defaultInstanceValues('siloImage'),
  name: 'web-3',
  siloImageId: 'silo-ubuntu',
  sshKeys: ['laptop'],
  ...overrides,
});

describe('instanceCreateCommand', () => {
  it('gives rackctl instance create the image, size, SSH keys and external IPs', () => {
    const command = instanceCreateCommand(
      values({
        preset: 'custom',
        ncpus: 6,
        memoryGiB: 24,
        bootDiskSizeGiB: 40,
        sshKeys: ['laptop', 'ci key'],
        ephemeralIpPool: 'public',
        floatingIps: ['edge'],
        description: "Hannah's web server",
      }),
      context,
    );
    expect(command).toBe(
      "rackctl instance create web-3 --project mock-project --ncpus 6 --memory 24GiB --description 'Hannah'\\''s web server' --image ubuntu-24-04 --boot-disk-size 40GiB --boot-disk-name web-3-disk-0a0a0a --ssh-key laptop --ssh-key 'ci key' --ip ephemeral:public --ip floating:edge",
    );
    expect(runInShell('sh', command).args).toContain("Hannah's web server");
  });

  it("takes a preset's size, and says --no-start, a hostname and a boot disk name when given", () => {
    expect(
      instanceCreateCommand(
        values({
          preset: 'high-cpu-4',
          start: false,
          hostname: 'web3.internal',
          bootDiskName: 'web-3-root',
          ephemeralIp: false,
        }),
        context,
      ),
    ).toBe(
      'rackctl instance create web-3 --project mock-project --ncpus 4 --memory 8GiB --hostname web3.internal --image ubuntu-24-04 --boot-disk-size 10GiB --boot-disk-name web-3-root --ssh-key laptop --no-start',
    );
  });

  it('attaches existing disks and omits --ssh-key only when the user has no keys', () => {
    const command = instanceCreateCommand(
      values({ bootSource: 'none', disks: [{ type: 'attach', name: 'db1-data' }], sshKeys: [] }),
      { ...context, userSshKeys: [] },
    );
    expect(command).toBe(
      'rackctl instance create web-3 --project mock-project --ncpus 2 --memory 8GiB --disk db1-data --ip ephemeral',
    );
  });

  it('names a silo image hidden by a project image of the same name by its id', () => {
    expect(cliImageSelector('silo-debian', context.projectImages, context.siloImages)).toBe('silo-debian');
    expect(cliImageSelector('project-debian', context.projectImages, context.siloImages)).toBe('debian-12');
    expect(cliImageSelector('silo-ubuntu', context.projectImages, context.siloImages)).toBe('ubuntu-24-04');
  });

  it.each<[string, Partial<InstanceCreateValues>]>([
    ['a boot disk from a snapshot', { bootSource: 'snapshot', snapshotId: 'snap-1' }],
    [
      'new additional disks',
      {
        disks: [
          {
            type: 'create',
            name: 'scratch',
            description: '',
            sizeGiB: 5,
            diskType: 'local',
            blockSize: 4096,
          },
        ],
      },
    ],
    ['no SSH keys out of some', { sshKeys: [] }],
    ['custom networking', { networkType: 'none' }],
    ['user data', { userData: '#cloud-config\n' }],
    ['an auto-restart policy', { autoRestartPolicy: 'never' }],
    ['anti-affinity groups', { antiAffinityGroups: ['spread'] }],
  ])('falls back to the API call for %s, with the body the form sends', (_, overrides) => {
    const command = instanceCreateCommand(values(overrides), context);
    const [args] = rackctlInvocations(command);
    expect(args).toEqual(['api', '/v1/instances?project=mock-project', '--method', 'POST', '--body', '-']);
    const body = JSON.parse(runInShell('sh', command).stdin);
    expect(body).toMatchObject({ name: 'web-3', hostname: 'web-3', ncpus: 2, memory: 8 * GIB });
    expect(Object.keys(body)).toContain('network_interfaces');
  });
});
