import {
  type BlockSize,
  type ExternalIpCreate,
  GIB,
  type Instance,
  type InstanceCpuPlatform,
  type InstanceCreate,
  type InstanceDiskAttachment,
  type InstanceNetworkInterfaceAttachment,
  type InstanceNetworkInterfaceCreate,
} from '@rackconsole/sdk';
import { generateName } from '@rackconsole/validators';

/** Where the boot disk comes from; 'none' creates the instance without one (the API allows it). */
export type BootSource = 'siloImage' | 'projectImage' | 'snapshot' | 'disk' | 'none';

/** An additional disk: created with the instance, or an existing detached disk attached by name. */
export type AdditionalDiskValues =
  | {
      type: 'create';
      name: string;
      description: string;
      sizeGiB: number;
      diskType: 'distributed' | 'local';
      blockSize: BlockSize;
    }
  | { type: 'attach'; name: string };

/** A network interface of the 'custom' choice; blank addresses are picked by the platform. */
export interface NicValues {
  name: string;
  description: string;
  vpcName: string;
  subnetName: string;
  ipStack: 'dual_stack' | 'v4' | 'v6';
  ipv4: string;
  ipv6: string;
}

export type NetworkType = 'default_dual_stack' | 'default_ipv4' | 'default_ipv6' | 'none' | 'create';

export interface InstanceCreateValues {
  name: string;
  description: string;
  hostname: string;
  preset: string;
  ncpus: number;
  memoryGiB: number;
  bootSource: BootSource;
  siloImageId: string;
  projectImageId: string;
  snapshotId: string;
  existingBootDisk: string;
  bootDiskName: string;
  bootDiskSizeGiB: number;
  disks: AdditionalDiskValues[];
  sshKeys: string[];
  networkType: NetworkType;
  nics: NicValues[];
  ephemeralIp: boolean;
  /** 'auto' for the silo's default pool, else a pool name. */
  ephemeralIpPool: string;
  floatingIps: string[];
  userData: string;
  antiAffinityGroups: string[];
  /** Multicast groups to join, one name or id per line. */
  multicastGroups: string;
  autoRestartPolicy: 'default' | 'never' | 'best_effort';
  cpuPlatform: 'default' | InstanceCpuPlatform;
  enableJumboFrames: boolean;
  start: boolean;
}

/** A named size; 'custom' lets the user type vCPUs and memory. */
export interface SizePreset {
  id: string;
  category: string;
  ncpus: number;
  memoryGiB: number;
}

const presets = (category: string, prefix: string, ratio: number) =>
  [2, 4, 8, 16].map((ncpus) => ({ id: `${prefix}-${ncpus}`, category, ncpus, memoryGiB: ncpus * ratio }));

/** Sizes for common workloads: 4 GiB per vCPU, 2 GiB for compute-bound work, 8 GiB for memory-bound work. */
export const SIZE_PRESETS: SizePreset[] = [
  ...presets('General purpose', 'general', 4),
  ...presets('High CPU', 'high-cpu', 2),
  ...presets('High memory', 'high-memory', 8),
];

export const CUSTOM_PRESET = 'custom';
export const DEFAULT_BOOT_DISK_GIB = 10;

/** The form's starting point: a general-purpose size, default networking, started on create. */
export function defaultInstanceValues(bootSource: BootSource): InstanceCreateValues {
  const preset = SIZE_PRESETS[0] as SizePreset;
  return {
    name: generateName('instance'),
    description: '',
    hostname: '',
    preset: preset.id,
    ncpus: preset.ncpus,
    memoryGiB: preset.memoryGiB,
    bootSource,
    siloImageId: '',
    projectImageId: '',
    snapshotId: '',
    existingBootDisk: '',
    bootDiskName: '',
    bootDiskSizeGiB: DEFAULT_BOOT_DISK_GIB,
    disks: [],
    sshKeys: [],
    networkType: 'default_dual_stack',
    nics: [],
    ephemeralIp: true,
    ephemeralIpPool: 'auto',
    floatingIps: [],
    userData: '',
    antiAffinityGroups: [],
    multicastGroups: '',
    autoRestartPolicy: 'default',
    cpuPlatform: 'default',
    enableJumboFrames: false,
    start: true,
  };
}

/** The vCPUs and memory the form stands for: the preset's, or the typed ones for 'custom'. */
export function chosenSize(values: Pick<InstanceCreateValues, 'preset' | 'ncpus' | 'memoryGiB'>) {
  const preset = SIZE_PRESETS.find((candidate) => candidate.id === values.preset) ?? values;
  return { ncpus: preset.ncpus, memoryGiB: preset.memoryGiB };
}

/** Base64 of the UTF-8 bytes of cloud-init user data, as the API takes it. */
export function encodeUserData(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The request's network interfaces: one of the default shapes, none, or the listed ones. */
export function toNicCreate(nic: NicValues): InstanceNetworkInterfaceCreate {
  const v4 = {
    ip: nic.ipv4.trim() ? { type: 'explicit' as const, value: nic.ipv4.trim() } : { type: 'auto' as const },
    transitIps: [],
  };
  const v6 = {
    ip: nic.ipv6.trim() ? { type: 'explicit' as const, value: nic.ipv6.trim() } : { type: 'auto' as const },
    transitIps: [],
  };
  const ipConfig =
    nic.ipStack === 'v4'
      ? { type: 'v4' as const, value: v4 }
      : nic.ipStack === 'v6'
        ? { type: 'v6' as const, value: v6 }
        : { type: 'dual_stack' as const, value: { v4, v6 } };
  return {
    name: nic.name,
    description: nic.description,
    vpcName: nic.vpcName,
    subnetName: nic.subnetName,
    ipConfig,
  };
}

function networkInterfaces(values: InstanceCreateValues): InstanceNetworkInterfaceAttachment {
  if (values.networkType === 'create') return { type: 'create', params: values.nics.map(toNicCreate) };
  return { type: values.networkType };
}

/** What the request names that the form does not ask for. */
export interface InstanceRequestNames {
  /**
   * The boot disk's name when its field is left blank, for an instance of this name: drawn once per form, so
   * the command the form shows and the request it sends name the same disk.
   */
  bootDisk: (instance: string) => string;
  /** An image's name by id, for the boot disk's description (the one `rackctl instance create` gives it). */
  imageName: (id: string) => string | undefined;
}

function bootDisk(values: InstanceCreateValues, names: InstanceRequestNames): InstanceDiskAttachment | null {
  const created = (
    diskSource: { type: 'image'; imageId: string } | { type: 'snapshot'; snapshotId: string },
  ) => {
    const image = diskSource.type === 'image' ? names.imageName(diskSource.imageId) : undefined;
    return {
      type: 'create',
      name: values.bootDiskName.trim() || names.bootDisk(values.name),
      description: `Boot disk of ${values.name}${image ? `, from image ${image}` : ''}`,
      diskBackend: { type: 'distributed', diskSource: { ...diskSource, readOnly: false } },
      size: values.bootDiskSizeGiB * GIB,
    } as const;
  };
  switch (values.bootSource) {
    case 'siloImage':
      return created({ type: 'image', imageId: values.siloImageId });
    case 'projectImage':
      return created({ type: 'image', imageId: values.projectImageId });
    case 'snapshot':
      return created({ type: 'snapshot', snapshotId: values.snapshotId });
    case 'disk':
      return { type: 'attach', name: values.existingBootDisk };
    case 'none':
      return null;
  }
}

function additionalDisk(disk: AdditionalDiskValues): InstanceDiskAttachment {
  if (disk.type === 'attach') return disk;
  return {
    type: 'create',
    name: disk.name,
    description: disk.description,
    diskBackend:
      disk.diskType === 'local'
        ? { type: 'local' }
        : { type: 'distributed', diskSource: { type: 'blank', blockSize: disk.blockSize } },
    size: disk.sizeGiB * GIB,
  };
}

function externalIps(values: InstanceCreateValues): ExternalIpCreate[] {
  const ephemeral: ExternalIpCreate[] = values.ephemeralIp
    ? [
        {
          type: 'ephemeral',
          poolSelector:
            values.ephemeralIpPool === 'auto'
              ? { type: 'auto', ipVersion: null }
              : { type: 'explicit', pool: values.ephemeralIpPool },
        },
      ]
    : [];
  return [
    ...ephemeral,
    ...values.floatingIps.map((floatingIp) => ({ type: 'floating' as const, floatingIp })),
  ];
}

/** The multicast groups typed one per line, blank lines ignored. */
export const multicastGroupNames = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The create request for the form's values. A blank hostname becomes the instance name and a blank boot disk
 * name the generated one; 'default' choices are left to the platform (null).
 */
export function toInstanceCreate(values: InstanceCreateValues, names: InstanceRequestNames): InstanceCreate {
  const size = chosenSize(values);
  return {
    name: values.name,
    description: values.description,
    hostname: values.hostname.trim() || values.name,
    ncpus: size.ncpus,
    memory: size.memoryGiB * GIB,
    bootDisk: bootDisk(values, names),
    disks: values.disks.map(additionalDisk),
    sshPublicKeys: values.sshKeys,
    networkInterfaces: networkInterfaces(values),
    externalIps: externalIps(values),
    userData: values.userData ? encodeUserData(values.userData) : '',
    antiAffinityGroups: values.antiAffinityGroups,
    multicastGroups: multicastGroupNames(values.multicastGroups).map((group) => ({
      group,
      ipVersion: null,
      sourceIps: null,
    })),
    autoRestartPolicy: values.autoRestartPolicy === 'default' ? null : values.autoRestartPolicy,
    cpuPlatform: values.cpuPlatform === 'default' ? null : values.cpuPlatform,
    enableJumboFrames: values.enableJumboFrames,
    start: values.start,
  };
}

const HOSTNAME = /^([a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))(\.[a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))*$/;

/** Checks a hostname (RFC 1035 labels); blank is fine, it defaults to the instance name. */
export function validateHostname(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (value.length > 253) return 'Must be 253 characters or fewer';
  if (!HOSTNAME.test(value)) {
    return 'Must be dot-separated parts of letters, digits and dashes, none ending in a dash';
  }
  return undefined;
}

/** The platform takes at most 32 KiB of user data. */
export const MAX_USER_DATA_BYTES = 32 * 1024;

export function validateUserData(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return new TextEncoder().encode(value).length > MAX_USER_DATA_BYTES ? 'Must be at most 32 KiB' : undefined;
}

/**
 * 'Create similar': the form's values for a new instance like `source` (its size, description, restart
 * policy, CPU platform and jumbo frames), under a new name made from the source's; the rest keeps the
 * form's defaults (a boot disk is new, as the source's cannot be shared).
 */
export function similarInstanceValues(
  defaults: InstanceCreateValues,
  source: Pick<
    Instance,
    'name' | 'description' | 'ncpus' | 'memory' | 'autoRestartPolicy' | 'cpuPlatform' | 'enableJumboFrames'
  >,
): InstanceCreateValues {
  const memoryGiB = source.memory / GIB;
  const preset = SIZE_PRESETS.find((size) => size.ncpus === source.ncpus && size.memoryGiB === memoryGiB);
  return {
    ...defaults,
    name: generateName(source.name),
    description: source.description,
    preset: preset?.id ?? CUSTOM_PRESET,
    ncpus: source.ncpus,
    memoryGiB,
    autoRestartPolicy: source.autoRestartPolicy ?? 'default',
    cpuPlatform: source.cpuPlatform ?? 'default',
    enableJumboFrames: source.enableJumboFrames,
  };
}
