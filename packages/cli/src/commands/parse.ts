export type { ListOptions } from './context';

import { GIB, KIB, MIB, PIB, TIB } from '@rackconsole/sdk';
import { validateIp, validateIpNet, validateName } from '@rackconsole/validators';
import { InvalidArgumentError, Option } from 'commander';

// Argument parsers for commander: a bad value throws InvalidArgumentError, which commander reports as a usage
// error naming the option (exit 2) before any call is made.

/** A new resource's name, checked with the platform's Name rule. */
export function nameArg(value: string): string {
  const problem = validateName(value);
  if (problem) throw new InvalidArgumentError(`${problem}.`);
  return value;
}

/** A whole number within bounds. */
export function integerArg(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError('Must be a whole number.');
    const number = Number(value);
    if (number < min || number > max) throw new InvalidArgumentError(`Must be from ${min} to ${max}.`);
    return number;
  };
}

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: KIB,
  kb: KIB,
  kib: KIB,
  m: MIB,
  mb: MIB,
  mib: MIB,
  g: GIB,
  gb: GIB,
  gib: GIB,
  t: TIB,
  tb: TIB,
  tib: TIB,
  p: PIB,
  pb: PIB,
  pib: PIB,
};

/** Bytes from a size such as `4GiB`, `512 MiB`, `10G` or `1073741824`; units are binary (spec §9). */
export function parseBytes(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = match ? UNITS[(match[2] ?? '').toLowerCase()] : undefined;
  if (!match || unit === undefined) {
    throw new InvalidArgumentError('Must be a size such as 4GiB, 512MiB or a number of bytes.');
  }
  const bytes = Number(match[1]) * unit;
  if (!Number.isSafeInteger(bytes) || bytes <= 0) {
    throw new InvalidArgumentError('Must be a positive whole number of bytes.');
  }
  return bytes;
}

const BLOCK_SIZES = [512, 2048, 4096] as const;
/** The block sizes a disk may have, in bytes. */
export type BlockSize = (typeof BLOCK_SIZES)[number];

/** `--block-size` of a new disk. */
export function blockSizeArg(value: string): BlockSize {
  const size = Number(value) as BlockSize;
  if (!BLOCK_SIZES.includes(size)) throw new InvalidArgumentError('Must be 512, 2048 or 4096.');
  return size;
}

/** An IPv4 or IPv6 address. */
export function ipArg(value: string): string {
  const problem = validateIp(value);
  if (problem) throw new InvalidArgumentError(`${problem}.`);
  return value;
}

/** An IP network such as `10.0.0.0/24`. */
export function ipNetArg(value: string): string {
  const problem = validateIpNet(value);
  if (problem) throw new InvalidArgumentError(`${problem}.`);
  return value;
}

/** Collects a repeatable option's values into a list. */
export function collect<T>(parse: (value: string) => T) {
  return (value: string, previous: T[] | undefined): T[] => [...(previous ?? []), parse(value)];
}

/** `--project`, which may also come from RACK_PROJECT. */
export const projectOption = () =>
  new Option('-p, --project <project>', 'project name or id').env('RACK_PROJECT').makeOptionMandatory();

/** `--project` where it is optional (it narrows a lookup by name). */
export const optionalProjectOption = (description = 'project name or id') =>
  new Option('-p, --project <project>', description).env('RACK_PROJECT');

/** `--vpc`, required by the commands on subnets, routers, routes and firewall rules. */
export const vpcOption = () => new Option('--vpc <vpc>', 'VPC name or id').makeOptionMandatory();

/** `--instance`, the instance a verb attaches something to (or joins to a group). */
export const instanceOption = () =>
  new Option('--instance <instance>', 'instance name or id').makeOptionMandatory();

/** `-d, --description` of create commands; an empty description when not given. */
export const descriptionOption = (description: string) => new Option('-d, --description <text>', description);

/** `--all` and `--limit` of list commands. */
export function listOptions(): Option[] {
  return [
    new Option('--all', 'follow page tokens and list every item'),
    new Option('--limit <n>', 'items per page (the first page only, unless --all)').argParser(
      integerArg(1, 10_000),
    ),
  ];
}

/** Adds options to a command in order. */
export function withOptions<T extends { addOption(option: Option): T }>(command: T, options: Option[]): T {
  for (const option of options) command.addOption(option);
  return command;
}
