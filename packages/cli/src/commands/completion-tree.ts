import type { Command, Option } from 'commander';

/** The hidden command the completion scripts call for live names (see live-names.ts). */
export const LIVE_NAMES_COMMAND = '__complete';

/** The resources whose live names completion offers, asked of the platform with `rackctl __complete`. */
export const LIVE_KINDS = ['project', 'instance', 'disk', 'vpc'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** A placeholder or argument name (`<project>`, `instance`) that names a live resource. */
const liveKindOf = (name: string | undefined): LiveKind | undefined =>
  LIVE_KINDS.find((kind) => kind === name);

/** An option as a completion script offers it. */
export interface CompletionOption {
  long?: string;
  short?: string;
  description: string;
  /** Whether the option is followed by a value. */
  takesValue: boolean;
  /** The values it accepts, when it names them. */
  choices: readonly string[];
  /** Whether its value is a file name (placeholder `<file>`). */
  file: boolean;
  /** The resource its value names, completed with live names (placeholder `<project>`, `<instance>`, …). */
  live?: LiveKind;
}

/** A command of the tree: its words from the root, subcommands, options and argument choices. */
export interface CompletionNode {
  path: string;
  name: string;
  description: string;
  children: CompletionNode[];
  options: CompletionOption[];
  /** Values a positional argument accepts, e.g. the shells of `completion`. */
  argumentChoices: readonly string[];
  /** The resource the first argument names (`project view <project>`), completed with live names. */
  liveArgument?: LiveKind;
}

function optionOf(option: Option): CompletionOption {
  const live = liveKindOf(/<([a-z-]+)>/.exec(option.flags)?.[1]);
  return {
    ...(live ? { live } : {}),
    ...(option.long ? { long: option.long } : {}),
    ...(option.short ? { short: option.short } : {}),
    description: option.description,
    takesValue: option.required || option.optional,
    choices: option.argChoices ?? [],
    file: /<file>/.test(option.flags),
  };
}

const HELP: CompletionOption = {
  long: '--help',
  short: '-h',
  description: 'show help for a command',
  takesValue: false,
  choices: [],
  file: false,
};

function liveArgumentOf(command: Command): { liveArgument?: LiveKind } {
  const live = liveKindOf(command.registeredArguments[0]?.name());
  return live ? { liveArgument: live } : {};
}

/** The command tree as completion data; the root's options apply everywhere and are listed only there. */
export function completionTree(command: Command, parentPath = ''): CompletionNode {
  const path = parentPath ? `${parentPath} ${command.name()}` : command.name();
  return {
    path,
    name: command.name(),
    description: command.description(),
    children: command.commands.map((child) => completionTree(child, path)),
    options: [...command.options.map(optionOf), ...(parentPath ? [] : [HELP])],
    argumentChoices: command.registeredArguments.flatMap((argument) => argument.argChoices ?? []),
    ...liveArgumentOf(command),
  };
}

/** Every node of the tree, root first. */
export function allNodes(node: CompletionNode): CompletionNode[] {
  return [node, ...node.children.flatMap(allNodes)];
}

/** The flag spellings of an option, long first. */
export const flagsOf = (option: CompletionOption) =>
  [option.long, option.short].filter((flag): flag is string => !!flag);

/** Every flag spelling of the options that take a value, so scripts can skip values when counting arguments. */
export const valueFlags = (root: CompletionNode): string[] => [
  ...new Set(
    allNodes(root).flatMap((node) => node.options.filter((option) => option.takesValue).flatMap(flagsOf)),
  ),
];

/** Options whose value is a live name, per command path: `[path, flag, kind]`. */
export function liveOptionCases(root: CompletionNode): [path: string, flag: string, kind: LiveKind][] {
  return allNodes(root).flatMap((node) =>
    node.options.flatMap((option) =>
      option.live
        ? flagsOf(option).map((flag) => [node.path, flag, option.live] as [string, string, LiveKind])
        : [],
    ),
  );
}
