import type { Command, Option } from 'commander';

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
}

function optionOf(option: Option): CompletionOption {
  return {
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
  };
}

/** Every node of the tree, root first. */
export function allNodes(node: CompletionNode): CompletionNode[] {
  return [node, ...node.children.flatMap(allNodes)];
}

/** The flag spellings of an option, long first. */
export const flagsOf = (option: CompletionOption) =>
  [option.long, option.short].filter((flag): flag is string => !!flag);
