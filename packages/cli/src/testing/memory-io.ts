import type { Io, OutStream } from '../io';

/** Streams that collect what is written, for in-process runs of `rackctl`. */
export function memoryIo(env: Record<string, string | undefined> = {}) {
  const written = { stdout: '', stderr: '' };
  const stream = (key: 'stdout' | 'stderr'): OutStream => ({
    write: (chunk, callback) => {
      written[key] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      callback?.();
      return true;
    },
  });
  const io: Io = { stdout: stream('stdout'), stderr: stream('stderr'), stdin: process.stdin, env };
  return { io, written };
}
