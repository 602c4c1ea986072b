import { Argument, type Command } from 'commander';
import type { Io } from '../io';
import { bashScript, fishScript, powershellScript, zshScript } from './completion-scripts';
import { completionTree } from './completion-tree';
import { action, withExamples } from './define';

const SCRIPTS = { bash: bashScript, zsh: zshScript, fish: fishScript, powershell: powershellScript } as const;
type Shell = keyof typeof SCRIPTS;

/**
 * `rackctl completion bash|zsh|fish|powershell`: a completion script generated from the command tree, which
 * asks `rackctl __complete` for live project, instance, disk and VPC names.
 */
export function registerCompletion(program: Command, io: Io): void {
  const command = program
    .command('completion')
    .description('Print a shell completion script for bash, zsh, fish or PowerShell (live names included)')
    .addArgument(new Argument('<shell>', 'the shell to complete in').choices(Object.keys(SCRIPTS)));
  withExamples(command, [
    'source <(rackctl completion bash)            # in ~/.bashrc',
    'source <(rackctl completion zsh)             # in ~/.zshrc',
    'rackctl completion fish > ~/.config/fish/completions/rackctl.fish',
    'rackctl completion powershell | Out-String | Invoke-Expression   # in $PROFILE',
  ]);
  action(command, io, async (ctx, [shell]) => {
    ctx.io.stdout.write(SCRIPTS[shell as Shell](completionTree(program)));
  });
}
