import { execFileSync } from 'node:child_process';

/**
 * Runs a command line in a real shell with `rackctl` replaced by a function that prints each argument it
 * got, NUL-terminated, and then its stdin: what the CLI would receive.
 */
export function runInShell(shell: string, command: string): { args: string[]; stdin: string } {
  const output = execFileSync(shell, ['-c', `rackctl() { printf '%s\\0' "$@"; cat; }\n${command}`], {
    input: '',
    encoding: 'utf8',
  });
  const parts = output.split('\0');
  return { args: parts.slice(0, -1), stdin: parts.at(-1) ?? '' };
}

/** The argument lists of each `rackctl` a command line runs (several for a sequence). */
export function rackctlInvocations(command: string): string[][] {
  // Each run prints its argument count, then its arguments, all NUL-terminated.
  const output = execFileSync('sh', ['-c', `rackctl() { printf '%s\\0' "$#" "$@"; }\n${command}`], {
    input: '',
    encoding: 'utf8',
  });
  const words = output.split('\0').slice(0, -1);
  const invocations: string[][] = [];
  for (let index = 0; index < words.length; ) {
    const count = Number(words[index]);
    invocations.push(words.slice(index + 1, index + 1 + count));
    index += count + 1;
  }
  return invocations;
}
