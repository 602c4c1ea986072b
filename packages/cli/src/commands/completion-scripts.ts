import { allNodes, type CompletionNode, flagsOf } from './completion-tree';

// Each script walks the words typed so far to find the deepest command they name, then offers that command's
// subcommands and options (and the root's global options), or an option's choices after that option.

const single = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const firstLine = (text: string) => text.split('\n')[0] ?? '';

/** The options offered at a command: its own and the global ones (`--version` only at the root). */
const optionsAt = (node: CompletionNode, root: CompletionNode) =>
  node === root
    ? root.options
    : [...node.options, ...root.options.filter((option) => option.long !== '--version')];

/** The flag completed for an option: its long form, which reads better in a list, else its short one. */
const preferredFlag = (option: CompletionNode['options'][number]) => option.long ?? option.short ?? '';

/** The words a command offers: subcommands, argument choices and options. */
function wordsOf(node: CompletionNode, root: CompletionNode): string[] {
  return [
    ...node.children.map((child) => child.name),
    ...node.argumentChoices,
    ...optionsAt(node, root).map(preferredFlag),
  ];
}

/** Options with named values, per command path, for completing the value after the option. */
function choiceCases(root: CompletionNode): [path: string, flag: string, choices: readonly string[]][] {
  return allNodes(root).flatMap((node) =>
    node.options
      .filter((option) => option.choices.length > 0)
      .flatMap((option) =>
        flagsOf(option).map(
          (flag) => [node.path, flag, option.choices] as [string, string, readonly string[]],
        ),
      ),
  );
}

/** A bash completion script: `source <(rackctl completion bash)`. */
export function bashScript(root: CompletionNode): string {
  const nodes = allNodes(root);
  const paths = nodes
    .slice(1)
    .map((node) => single(node.path))
    .join('|');
  const choices = choiceCases(root)
    .map(([path, flag, values]) => `    ${single(`${path} ${flag}`)}) words=${single(values.join(' '))} ;;`)
    .join('\n');
  const words = nodes
    .map((node) => `    ${single(node.path)}) words=${single(wordsOf(node, root).join(' '))} ;;`)
    .join('\n');
  return `# bash completion for ${root.name}. Load it with: source <(${root.name} completion bash)
_${root.name}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" cmdpath="${root.name}" word words i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$cmdpath $word" in
      ${paths}) cmdpath="$cmdpath $word" ;;
    esac
  done
  case "$cmdpath $prev" in
${choices}
    *)
      case "$cmdpath" in
${words.replace(/^ {4}/gm, '        ')}
      esac
      ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _${root.name} ${root.name}
`;
}

/** `name:description` for zsh's _describe, colons in the name escaped. */
const described = (name: string, description: string) =>
  single(`${name.replace(/:/g, '\\:')}:${firstLine(description)}`);

/** A zsh completion script: `source <(rackctl completion zsh)`, or saved as `_rackctl` in $fpath. */
export function zshScript(root: CompletionNode): string {
  const nodes = allNodes(root);
  const paths = nodes
    .slice(1)
    .map((node) => single(node.path))
    .join('|');
  const choices = choiceCases(root)
    .map(
      ([path, flag, values]) =>
        `    (${single(`${path} ${flag}`)}) compadd -- ${values.map(single).join(' ')}; return ;;`,
    )
    .join('\n');
  const cases = nodes
    .map((node) => {
      const items = [
        ...node.children.map((child) => described(child.name, child.description)),
        ...node.argumentChoices.map((choice) => described(choice, '')),
        ...optionsAt(node, root).map((option) => described(preferredFlag(option), option.description)),
      ];
      return `    (${single(node.path)}) candidates=(${items.join(' ')}) ;;`;
    })
    .join('\n');
  return `#compdef ${root.name}
# zsh completion for ${root.name}. Load it with: source <(${root.name} completion zsh)
_${root.name}() {
  local cmdpath="${root.name}" word prev="\${words[CURRENT-1]}"
  local -a candidates
  local -i i
  for (( i = 2; i < CURRENT; i++ )); do
    word="\${words[i]}"
    case "$cmdpath $word" in
      (${paths}) cmdpath="$cmdpath $word" ;;
    esac
  done
  case "$cmdpath $prev" in
${choices}
  esac
  case "$cmdpath" in
${cases}
  esac
  _describe -t commands '${root.name}' candidates
  _files
}
if [[ "\${funcstack[1]}" == "_${root.name}" ]]; then
  _${root.name} "$@"
else
  compdef _${root.name} ${root.name}
fi
`;
}

/** A fish completion script: `rackctl completion fish | source`, or saved in ~/.config/fish/completions. */
export function fishScript(root: CompletionNode): string {
  const name = root.name;
  const nodes = allNodes(root);
  const lines = [
    `# fish completion for ${name}. Load it with: ${name} completion fish | source`,
    `set -g __${name}_commands ${nodes
      .slice(1)
      .map((node) => single(node.path))
      .join(' ')}`,
    `function __${name}_path`,
    '    set -l tokens (commandline -opc)',
    `    set -l cmdpath ${name}`,
    '    for token in $tokens[2..-1]',
    `        if contains -- "$cmdpath $token" $__${name}_commands`,
    '            set cmdpath "$cmdpath $token"',
    '        end',
    '    end',
    '    echo $cmdpath',
    'end',
    `complete -c ${name} -f`,
  ];
  const optionLine = (condition: string, option: CompletionNode['options'][number]) => {
    const parts = [`complete -c ${name}`];
    if (condition) parts.push(`-n ${single(condition)}`);
    if (option.long) parts.push(`-l ${option.long.slice(2)}`);
    if (option.short) parts.push(`-s ${option.short.slice(1)}`);
    if (option.choices.length > 0) parts.push(`-xa ${single(option.choices.join(' '))}`);
    else if (option.file) parts.push('-rF');
    else if (option.takesValue) parts.push('-r');
    parts.push(`-d ${single(firstLine(option.description))}`);
    return parts.join(' ');
  };
  for (const option of root.options) lines.push(optionLine('', option));
  for (const node of nodes) {
    const condition = `test (__${name}_path) = ${single(node.path).replace(/'/g, '"')}`;
    for (const child of node.children) {
      lines.push(
        `complete -c ${name} -n ${single(condition)} -a ${child.name} -d ${single(firstLine(child.description))}`,
      );
    }
    for (const choice of node.argumentChoices)
      lines.push(`complete -c ${name} -n ${single(condition)} -a ${choice}`);
    if (node !== root) for (const option of node.options) lines.push(optionLine(condition, option));
  }
  return `${lines.join('\n')}\n`;
}
