import type { Image } from '@rackconsole/sdk';
import { defaultBootDiskName } from '@rackconsole/validators';
import { apiCommand, gibibytes, rackctl } from './cliCommand';
import {
  chosenSize,
  type InstanceCreateValues,
  type InstanceRequestNames,
  multicastGroupNames,
  toInstanceCreate,
} from './instanceCreateValues';
import { formNameGenerator } from './names';

type NamedImage = Pick<Image, 'id' | 'name'>;

/** What the command needs besides the form's values: the images to name, the user's SSH keys. */
export interface InstanceCommandContext {
  project: string;
  siloImages: readonly NamedImage[];
  projectImages: readonly NamedImage[];
  /** Names of all the user's SSH keys. */
  userSshKeys: readonly string[];
  /** The boot disk's name when the form leaves it blank (see `InstanceRequestNames`). */
  nameBootDisk: InstanceRequestNames['bootDisk'];
}

/** A boot disk namer for one form (`NAME-disk-` and a suffix drawn once, see `formNameGenerator`). */
export function bootDiskNamer(random?: () => number): InstanceRequestNames['bootDisk'] {
  const generate = formNameGenerator(random);
  return (instance) => defaultBootDiskName(instance, generate);
}

/** The names the request takes from the form's context; the submit and the command use the same ones. */
export const instanceRequestNames = (context: InstanceCommandContext): InstanceRequestNames => ({
  bootDisk: context.nameBootDisk,
  imageName: (id) => [...context.projectImages, ...context.siloImages].find((image) => image.id === id)?.name,
});

/**
 * Whether `rackctl instance create` can say everything the values say. Its flags cover the size, a boot disk
 * from an image, attaching existing disks, SSH keys and external IPs; anything else (a boot disk from a
 * snapshot or an existing disk, new additional disks, custom networking, user data typed in, affinity,
 * multicast, restart policy, CPU platform, jumbo frames) needs the API.
 */
function cliCanCreate(values: InstanceCreateValues, userSshKeys: readonly string[]): boolean {
  return (
    ['siloImage', 'projectImage', 'none'].includes(values.bootSource) &&
    values.disks.every((disk) => disk.type === 'attach') &&
    // Without --ssh-key the CLI gives every key, which says "none" only when the user has none.
    (values.sshKeys.length > 0 || userSshKeys.length === 0) &&
    values.networkType === 'default_dual_stack' &&
    values.userData === '' &&
    values.antiAffinityGroups.length === 0 &&
    multicastGroupNames(values.multicastGroups).length === 0 &&
    values.autoRestartPolicy === 'default' &&
    values.cpuPlatform === 'default' &&
    !values.enableJumboFrames
  );
}

/**
 * How to name an image to the CLI, which looks a name up in the project first, then in the silo: by name,
 * unless a project image of the same name hides the silo image meant, which is then given by id.
 */
export function cliImageSelector(
  imageId: string,
  projectImages: readonly NamedImage[],
  siloImages: readonly NamedImage[],
): string {
  const projectImage = projectImages.find((image) => image.id === imageId);
  if (projectImage) return projectImage.name;
  const siloImage = siloImages.find((image) => image.id === imageId);
  if (!siloImage || projectImages.some((other) => other.name === siloImage.name)) return imageId;
  return siloImage.name;
}

/** `--ip` values: `ephemeral`, `ephemeral:POOL`, `floating:NAME`. */
function ipFlags(values: InstanceCreateValues): string[] {
  const ephemeral = values.ephemeralIpPool === 'auto' ? 'ephemeral' : `ephemeral:${values.ephemeralIpPool}`;
  return [
    ...(values.ephemeralIp ? [ephemeral] : []),
    ...values.floatingIps.map((floatingIp) => `floating:${floatingIp}`),
  ];
}

/** The command that creates the instance the form describes: `rackctl instance create` when it can, else the API. */
export function instanceCreateCommand(values: InstanceCreateValues, context: InstanceCommandContext): string {
  if (!cliCanCreate(values, context.userSshKeys)) {
    return apiCommand('instanceCreate', {
      query: { project: context.project },
      body: toInstanceCreate(values, instanceRequestNames(context)),
    });
  }
  const size = chosenSize(values);
  const imageId =
    values.bootSource === 'siloImage'
      ? values.siloImageId
      : values.bootSource === 'projectImage'
        ? values.projectImageId
        : undefined;
  const image = imageId && cliImageSelector(imageId, context.projectImages, context.siloImages);
  return rackctl(['instance', 'create', values.name], {
    project: context.project,
    ncpus: size.ncpus,
    memory: gibibytes(size.memoryGiB),
    hostname: values.hostname.trim(),
    description: values.description,
    image,
    'boot-disk-size': image ? gibibytes(values.bootDiskSizeGiB) : undefined,
    // Always given: the CLI's own default name (NAME-boot) is not the one the form sends.
    'boot-disk-name': image ? values.bootDiskName.trim() || context.nameBootDisk(values.name) : undefined,
    disk: values.disks.map((disk) => disk.name),
    'ssh-key': values.sshKeys,
    ip: ipFlags(values),
    'no-start': !values.start,
  });
}
