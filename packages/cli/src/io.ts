/** A stream the CLI writes to; `isTTY` and `columns` decide colour, spinners and table width. */
export interface OutStream {
  write(chunk: string | Uint8Array, callback?: (error?: Error | null) => void): boolean;
  isTTY?: boolean;
  columns?: number;
}

/** Standard input as the CLI uses it: piped data, or a terminal it may switch to raw mode. */
export type InStream = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
};

/** Everything the CLI touches of its process, so a run can be pointed at other streams and variables. */
export interface Io {
  stdout: OutStream;
  stderr: OutStream;
  stdin: InStream;
  env: Record<string, string | undefined>;
}

/** The real process's streams and environment. */
export function processIo(): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    // Node opens standard input when it is first read (a stream over the terminal or pipe); most commands never
    // read it, so it is opened only by one that does (cold start).
    get stdin() {
      return process.stdin;
    },
    env: process.env,
  };
}
