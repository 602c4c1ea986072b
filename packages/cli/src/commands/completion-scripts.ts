import {
  allNodes,
  type CompletionNode,
  flagsOf,
  LIVE_NAMES_COMMAND,
  type LiveKind,
  liveOptionCases,
  valueFlags,
} from './completion-tree';

// Each script walks the words typed so far to find the deepest command they name, then offers that command's
// subcommands and options (and the root's global options), or an option's choices after that option. After an
// option naming a live resource (`--project`, `--instance`, `--disk`, `--vpc`), and at a first argument naming
// one (`project view <project>`), the script asks `rackctl __complete KIND [--project P]` for live names.

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

/** Commands whose first argument names a live resource, grouped by kind. */
function liveArgumentPaths(root: CompletionNode): [LiveKind, string[]][] {
  const byKind = new Map<LiveKind, string[]>();
  for (const node of allNodes(root)) {
    if (node.liveArgument)
      byKind.set(node.liveArgument, [...(byKind.get(node.liveArgument) ?? []), node.path]);
  }
  return [...byKind];
}

/** Live-option cases grouped by kind, as `path flag` strings. */
function liveOptionKeys(root: CompletionNode): [LiveKind, string[]][] {
  const byKind = new Map<LiveKind, string[]>();
  for (const [path, flag, kind] of liveOptionCases(root)) {
    byKind.set(kind, [...(byKind.get(kind) ?? []), `${path} ${flag}`]);
  }
  return [...byKind];
}

/** Every command's path but the root's, each quoted for a shell. */
const quotedPaths = (nodes: CompletionNode[]) => nodes.slice(1).map((node) => single(node.path));

/** A bash completion script: `source <(rackctl completion bash)`. */
export function bashScript(root: CompletionNode): string {
  const nodes = allNodes(root);
  const paths = quotedPaths(nodes).join('|');
  const choices = choiceCases(root)
    .map(([path, flag, values]) => `    ${single(`${path} ${flag}`)}) words=${single(values.join(' '))} ;;`)
    .join('\n');
  const words = nodes
    .map((node) => `    ${single(node.path)}) words=${single(wordsOf(node, root).join(' '))} ;;`)
    .join('\n');
  const liveOptions = liveOptionKeys(root)
    .map(([kind, keys]) => `    ${keys.map(single).join('|')}) live=${kind} ;;`)
    .join('\n');
  const liveArguments = liveArgumentPaths(root)
    .map(([kind, keys]) => `      ${keys.map(single).join('|')}) live=${kind} ;;`)
    .join('\n');
  return `# bash completion for ${root.name}. Load it with: source <(${root.name} completion bash)
_${root.name}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" cmdpath="${root.name}" word words i
  local nargs=0 project="" live=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$cmdpath $word" in
      ${paths}) cmdpath="$cmdpath $word"; nargs=0; continue ;;
    esac
    case "\${COMP_WORDS[i-1]}" in
      --project|-p) project="$word" ;;
    esac
    case "$word" in
      -*) ;;
      *) case ${single(` ${valueFlags(root).join(' ')} `)} in *" \${COMP_WORDS[i-1]} "*) ;; *) nargs=$((nargs + 1)) ;; esac ;;
    esac
  done
  case "$cmdpath $prev" in
${liveOptions}
  esac
  if [[ -z "$live" && "$cur" != -* && $nargs -eq 0 ]]; then
    case "$cmdpath" in
${liveArguments}
    esac
  fi
  if [[ -n "$live" ]]; then
    words="$(${root.name} ${LIVE_NAMES_COMMAND} "$live" \${project:+--project "$project"} 2>/dev/null)"
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
    return
  fi
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
  const paths = quotedPaths(nodes).join('|');
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
  const liveOptions = liveOptionKeys(root)
    .map(([kind, keys]) => `    (${keys.map(single).join('|')}) live=${kind} ;;`)
    .join('\n');
  const liveArguments = liveArgumentPaths(root)
    .map(([kind, keys]) => `      (${keys.map(single).join('|')}) live=${kind} ;;`)
    .join('\n');
  return `#compdef ${root.name}
# zsh completion for ${root.name}. Load it with: source <(${root.name} completion zsh)
_${root.name}() {
  local cmdpath="${root.name}" word prev="\${words[CURRENT-1]}" project="" live=""
  local -a candidates names
  local -i i nargs=0
  local valueflags=${single(` ${valueFlags(root).join(' ')} `)}
  for (( i = 2; i < CURRENT; i++ )); do
    word="\${words[i]}"
    case "$cmdpath $word" in
      (${paths}) cmdpath="$cmdpath $word"; nargs=0; continue ;;
    esac
    case "\${words[i-1]}" in
      (--project|-p) project="$word" ;;
    esac
    if [[ "$word" != -* && "$valueflags" != *" \${words[i-1]} "* ]]; then (( nargs++ )); fi
  done
  case "$cmdpath $prev" in
${liveOptions}
  esac
  if [[ -z "$live" && "\${words[CURRENT]}" != -* && $nargs -eq 0 ]]; then
    case "$cmdpath" in
${liveArguments}
    esac
  fi
  if [[ -n "$live" ]]; then
    names=(\${(f)"$(${root.name} ${LIVE_NAMES_COMMAND} "$live" \${project:+--project} \${project:+"$project"} 2>/dev/null)"})
    compadd -- $names
    return
  fi
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
    `set -g __${name}_commands ${quotedPaths(nodes).join(' ')}`,
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
    `set -g __${name}_valueflags ${valueFlags(root).map(single).join(' ')}`,
    `function __${name}_live`,
    '    set -l tokens (commandline -opc)',
    '    set -l current (commandline -ct)',
    `    set -l cmdpath ${name}`,
    '    set -l nargs 0',
    '    set -l project',
    `    set -l prev ${name}`,
    '    for token in $tokens[2..-1]',
    `        if contains -- "$cmdpath $token" $__${name}_commands`,
    '            set cmdpath "$cmdpath $token"',
    '            set nargs 0',
    '        else if contains -- "$prev" --project -p',
    '            set project $token',
    `        else if not string match -q -- '-*' $token; and not contains -- "$prev" $__${name}_valueflags`,
    '            set nargs (math $nargs + 1)',
    '        end',
    '        set prev $token',
    '    end',
    '    set -l live',
    '    switch "$cmdpath $prev"',
    ...liveOptionKeys(root).flatMap(([kind, keys]) => [
      `        case ${keys.map(single).join(' ')}`,
      `            set live ${kind}`,
    ]),
    '    end',
    `    if test -z "$live"; and not string match -q -- '-*' "$current"; and test $nargs -eq 0`,
    '        switch "$cmdpath"',
    ...liveArgumentPaths(root).flatMap(([kind, keys]) => [
      `            case ${keys.map(single).join(' ')}`,
      `                set live ${kind}`,
    ]),
    '        end',
    '    end',
    '    test -n "$live"; or return',
    '    if test -n "$project"',
    `        ${name} ${LIVE_NAMES_COMMAND} $live --project $project 2>/dev/null`,
    '    else',
    `        ${name} ${LIVE_NAMES_COMMAND} $live 2>/dev/null`,
    '    end',
    'end',
    `complete -c ${name} -a '(__${name}_live)'`,
  ];
  const optionLine = (condition: string, option: CompletionNode['options'][number]) => {
    const parts = [`complete -c ${name}`];
    if (condition) parts.push(`-n ${single(condition)}`);
    if (option.long) parts.push(`-l ${option.long.slice(2)}`);
    if (option.short) parts.push(`-s ${option.short.slice(1)}`);
    if (option.choices.length > 0) parts.push(`-xa ${single(option.choices.join(' '))}`);
    else if (option.live) parts.push(`-xa ${single(`(__${name}_live)`)}`);
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

/** A PowerShell string literal: single quotes, a quote doubled. */
const psString = (text: string) => `'${text.replace(/'/g, "''")}'`;
const psList = (items: readonly string[]) => `@(${items.map(psString).join(', ')})`;

/**
 * A PowerShell completion script: `rackctl completion powershell | Out-String | Invoke-Expression`, e.g. in
 * $PROFILE. The same walk as the other shells, over tables of the command tree.
 */
export function powershellScript(root: CompletionNode): string {
  const nodes = allNodes(root);
  const table = (entries: [string, string][]) =>
    `@{\n${entries.map(([key, value]) => `    ${psString(key)} = ${value}`).join('\n')}\n  }`;
  const words = table(nodes.map((node) => [node.path, psList(wordsOf(node, root))]));
  const choices = table(choiceCases(root).map(([path, flag, values]) => [`${path} ${flag}`, psList(values)]));
  const liveOptions = table(
    liveOptionCases(root).map(([path, flag, kind]) => [`${path} ${flag}`, psString(kind)]),
  );
  const liveArguments = table(
    liveArgumentPaths(root).flatMap(([kind, paths]) =>
      paths.map((path) => [path, psString(kind)] as [string, string]),
    ),
  );
  return `# PowerShell completion for ${root.name}. Load it with: ${root.name} completion powershell | Out-String | Invoke-Expression
Register-ArgumentCompleter -Native -CommandName ${root.name} -ScriptBlock {
  param($wordToComplete, $commandAst, $cursorPosition)
  $paths = ${psList(nodes.slice(1).map((node) => node.path))}
  $valueFlags = ${psList(valueFlags(root))}
  $words = ${words}
  $choices = ${choices}
  $liveOptions = ${liveOptions}
  $liveArguments = ${liveArguments}
  # The words before the one being completed.
  $typed = @($commandAst.CommandElements | Where-Object { $_.Extent.StartOffset -lt $cursorPosition } | ForEach-Object { $_.Extent.Text })
  if ($wordToComplete -ne '' -and $typed.Count -gt 0) { $typed = @($typed | Select-Object -SkipLast 1) }
  $cmdpath = '${root.name}'; $nargs = 0; $project = ''; $prev = '${root.name}'
  foreach ($word in ($typed | Select-Object -Skip 1)) {
    if ($paths -contains "$cmdpath $word") { $cmdpath = "$cmdpath $word"; $nargs = 0 }
    elseif ($prev -eq '--project' -or $prev -eq '-p') { $project = $word }
    elseif (-not $word.StartsWith('-') -and -not ($valueFlags -contains $prev)) { $nargs++ }
    $prev = $word
  }
  $live = $liveOptions["$cmdpath $prev"]
  if (-not $live -and -not $wordToComplete.StartsWith('-') -and $nargs -eq 0) { $live = $liveArguments[$cmdpath] }
  if ($live) {
    $arguments = @('${LIVE_NAMES_COMMAND}', $live)
    if ($project) { $arguments += @('--project', $project) }
    $candidates = @(& ${root.name} @arguments 2>$null)
  } elseif ($choices.ContainsKey("$cmdpath $prev")) {
    $candidates = $choices["$cmdpath $prev"]
  } else {
    $candidates = $words[$cmdpath]
  }
  $candidates | Where-Object { $_ -like "$wordToComplete*" } | ForEach-Object {
    [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)
  }
}
`;
}
