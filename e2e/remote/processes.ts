// Child processes of the remote project: servers that must say they are ready, and the CLI under test.
import { type ChildProcess, spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** A running child process, with everything it has printed so far. */
export interface RunningProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Waits until stdout or stderr matches `pattern`, failing early if the process ends first. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Ends the process (SIGTERM, then SIGKILL if it lingers) and waits for it. */
  stop(): Promise<void>;
}

/** Starts `command args…` with its output captured (colour codes removed, so patterns read plain text). */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): RunningProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const watchers = new Set<() => void>();
  const notify = () => {
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += stripVTControlCharacters(chunk.toString());
    notify();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += stripVTControlCharacters(chunk.toString());
    notify();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      stderr += `\n${error.message}`;
      resolve(null);
    });
    // 'close' rather than 'exit': by then everything the process printed has been read.
    child.once('close', (code) => resolve(code));
  });
  let ended = false;
  exited.then(() => {
    ended = true;
    notify();
  });

  const describe = () => `${command} ${args.join(' ')}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`;

  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout) ?? pattern.exec(stderr);
        if (match) finish(() => resolve(match));
        else if (ended) finish(() => reject(new Error(`Ended before printing ${pattern}: ${describe()}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`No ${pattern} within ${timeoutMs} ms: ${describe()}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        watchers.delete(check);
        settle();
      };
      watchers.add(check);
      check();
    });

  const stop = async () => {
    if (ended) return;
    child.kill('SIGTERM');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killLater);
  };

  return { child, stdout: () => stdout, stderr: () => stderr, exited, waitFor, stop };
}
