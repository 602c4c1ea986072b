import { Argument, type Command } from 'commander';
import type { Io } from '../io';
import { bashScript, fishScript, zshScript } from './completion-scripts';
import { completionTree } from './completion-tree';
import { action, withExamples } from './define';

const SCRIPTS = { bash: bashScript, zsh: zshScript, fish: fishScript } as const;
type Shell = keyof typeof SCRIPTS;

/** `rackctl completion bash|zsh|fish`: a completion script generated from the command tree. */
export function registerCompletion(program: Command, io: Io): void {
  const command = program
    .command('completion')
    .description('Print a shell completion script for bash, zsh or fish')
    .addArgument(new Argument('<shell>', 'the shell to complete in').choices(Object.keys(SCRIPTS)));
  withExamples(command, [
    'source <(rackctl completion bash)            # in ~/.bashrc',
    'source <(rackctl completion zsh)             # in ~/.zshrc',
    'rackctl completion fish > ~/.config/fish/completions/rackctl.fish',
  ]);
  action(command, io, async (ctx, [shell]) => {
    ctx.io.stdout.write(SCRIPTS[shell as Shell](completionTree(program)));
  });
}
