import { GIB } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import {
  chosenSize,
  defaultInstanceValues,
  encodeUserData,
  type InstanceCreateValues,
  type InstanceRequestNames,
  toInstanceCreate,
  validateHostname,
  validateUserData,
} from './instanceCreateValues';

const values = (overrides: Partial<InstanceCreateValues> = {}): InstanceCreateValues => ({
  ...defaultInstanceValues('siloImage'),
  name: 'web-3',
  siloImageId: 'img-1',
  ...overrides,
});

const names: InstanceRequestNames = {
  bootDisk: (instance) => `${instance}-disk`,
  imageName: (id) => (id === 'img-1' ? 'ubuntu-24-04' : undefined),
};

describe('toInstanceCreate', () => {
  it('builds a started instance booting from a silo image with default networking and an ephemeral IP', () => {
    expect(toInstanceCreate(values({ sshKeys: ['laptop'] }), names)).toEqual({
      name: 'web-3',
      description: '',
      hostname: 'web-3',
      ncpus: 2,
      memory: 8 * GIB,
      bootDisk: {
        type: 'create',
        name: 'web-3-disk',
        description: 'Boot disk of web-3, from image ubuntu-24-04',
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'image', imageId: 'img-1', readOnly: false },
        },
        size: 10 * GIB,
      },
      disks: [],
      sshPublicKeys: ['laptop'],
      networkInterfaces: { type: 'default_dual_stack' },
      externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: null } }],
      userData: '',
      antiAffinityGroups: [],
      multicastGroups: [],
      autoRestartPolicy: null,
      cpuPlatform: null,
      enableJumboFrames: false,
      start: true,
    });
  });

  it('uses custom sizes, snapshots, existing disks and the typed boot disk name', () => {
    const body = toInstanceCreate(
      values({
        preset: 'custom',
        ncpus: 6,
        memoryGiB: 12,
        bootSource: 'snapshot',
        snapshotId: 'snap-1',
        bootDiskName: 'root',
        bootDiskSizeGiB: 30,
        disks: [
          { type: 'attach', name: 'data' },
          {
            type: 'create',
            name: 'scratch',
            description: '',
            sizeGiB: 5,
            diskType: 'local',
            blockSize: 4096,
          },
          {
            type: 'create',
            name: 'logs',
            description: 'l',
            sizeGiB: 2,
            diskType: 'distributed',
            blockSize: 512,
          },
        ],
      }),
      names,
    );
    expect(body.ncpus).toBe(6);
    expect(body.memory).toBe(12 * GIB);
    expect(body.bootDisk).toMatchObject({
      name: 'root',
      size: 30 * GIB,
      diskBackend: { diskSource: { type: 'snapshot', snapshotId: 'snap-1' } },
    });
    expect(body.disks).toEqual([
      { type: 'attach', name: 'data' },
      { type: 'create', name: 'scratch', description: '', diskBackend: { type: 'local' }, size: 5 * GIB },
      {
        type: 'create',
        name: 'logs',
        description: 'l',
        diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
        size: 2 * GIB,
      },
    ]);
  });

  it('attaches an existing boot disk, or none', () => {
    expect(
      toInstanceCreate(values({ bootSource: 'disk', existingBootDisk: 'old-root' }), names).bootDisk,
    ).toEqual({
      type: 'attach',
      name: 'old-root',
    });
    expect(toInstanceCreate(values({ bootSource: 'none' }), names).bootDisk).toBeNull();
  });

  it('sends custom interfaces with fixed or automatic addresses', () => {
    const body = toInstanceCreate(
      values({
        networkType: 'create',
        nics: [
          {
            name: 'net0',
            description: '',
            vpcName: 'mock-vpc',
            subnetName: 'mock-subnet',
            ipStack: 'v4',
            ipv4: ' 10.1.0.5 ',
            ipv6: '',
          },
        ],
      }),
      names,
    );
    expect(body.networkInterfaces).toEqual({
      type: 'create',
      params: [
        {
          name: 'net0',
          description: '',
          vpcName: 'mock-vpc',
          subnetName: 'mock-subnet',
          ipConfig: { type: 'v4', value: { ip: { type: 'explicit', value: '10.1.0.5' }, transitIps: [] } },
        },
      ],
    });
  });

  it('takes the external IPs, policies and user data as chosen', () => {
    const body = toInstanceCreate(
      values({
        ephemeralIp: true,
        ephemeralIpPool: 'secondary',
        floatingIps: ['cola-float'],
        autoRestartPolicy: 'never',
        cpuPlatform: 'amd_turin',
        enableJumboFrames: true,
        userData: '#cloud-config\n',
        antiAffinityGroups: ['web-spread'],
        multicastGroups: 'video-feed\n\n  metrics ',
        hostname: 'web.example',
        start: false,
      }),
      names,
    );
    expect(body.externalIps).toEqual([
      { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'secondary' } },
      { type: 'floating', floatingIp: 'cola-float' },
    ]);
    expect(body).toMatchObject({
      autoRestartPolicy: 'never',
      cpuPlatform: 'amd_turin',
      enableJumboFrames: true,
      userData: btoa('#cloud-config\n'),
      antiAffinityGroups: ['web-spread'],
      multicastGroups: [
        { group: 'video-feed', ipVersion: null, sourceIps: null },
        { group: 'metrics', ipVersion: null, sourceIps: null },
      ],
      hostname: 'web.example',
      start: false,
    });
  });
});

describe('form helpers', () => {
  it('takes sizes from the preset unless custom', () => {
    expect(chosenSize({ preset: 'high-memory-4', ncpus: 1, memoryGiB: 1 })).toEqual({
      ncpus: 4,
      memoryGiB: 32,
    });
    expect(chosenSize({ preset: 'custom', ncpus: 3, memoryGiB: 5 })).toEqual({ ncpus: 3, memoryGiB: 5 });
  });

  it('encodes user data as base64 of its UTF-8 bytes', () => {
    expect(encodeUserData('é')).toBe('w6k=');
  });

  it('checks hostnames and the user data size', () => {
    expect(validateHostname('')).toBeUndefined();
    expect(validateHostname('db-1.internal')).toBeUndefined();
    expect(validateHostname('bad-.name')).toMatch(/none ending in a dash/);
    expect(validateUserData('x'.repeat(32 * 1024))).toBeUndefined();
    expect(validateUserData('x'.repeat(32 * 1024 + 1))).toBe('Must be at most 32 KiB');
  });
});
