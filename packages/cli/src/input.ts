import { createReadStream, openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { JSON_BODY_MAX_BYTES, tooLargeForBody } from '@rackconsole/validators';
import { CliError, UsageError } from './errors';
import type { InStream } from './io';

// What a user hands the CLI to send: a file named on the command line, or standard input for `-`.

/** Why a file (or standard input) could not be read, in words. */
function unreadable(what: string, source: string, error: unknown, fromStdin = false): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'it is a folder'
        : code === 'EACCES'
          ? 'permission denied'
          : ((error as Error).message ?? String(error));
  return new UsageError(
    fromStdin
      ? `Cannot read the ${what} from standard input: ${reason}`
      : `Cannot read the ${what} file ${source}: ${reason}`,
  );
}

/**
 * The bytes of the file `source`, or of `stdin` for `-` where the command takes it: a part of a request (a JSON
 * or YAML body, a field, a key, user data, a token, a CA certificate), so refused past the platform's limit for
 * a JSON body before the rest is read. `what` names the input in messages ("body", "public key").
 */
export async function readInput(source: string, what: string, stdin?: InStream): Promise<Buffer> {
  const fromStdin = source === '-' && stdin !== undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of fromStdin ? stdin : createReadStream(source)) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += bytes.byteLength;
      // Leaving the loop destroys the stream: nothing more is read.
      if (size > JSON_BODY_MAX_BYTES)
        throw new UsageError(tooLargeForBody(`The ${what} in ${fromStdin ? 'standard input' : source}`));
      chunks.push(bytes);
    }
  } catch (error) {
    throw error instanceof CliError ? error : unreadable(what, source, error, fromStdin);
  }
  return Buffer.concat(chunks);
}

/** `readInput` as UTF-8 text. */
export const readTextInput = async (source: string, what: string, stdin?: InStream) =>
  (await readInput(source, what, stdin)).toString('utf8');

const streamOf = (stream: NodeJS.ReadableStream) => Readable.toWeb(Readable.from(stream)) as ReadableStream;

/**
 * A body of raw bytes of any size (a repository archive runs to gigabytes), sent as it is read rather than
 * held: a file as a file-backed Blob (its size goes as Content-Length), standard input or a pipe as a stream.
 */
export async function binaryInput(
  source: string,
  what: string,
  stdin: InStream,
): Promise<Blob | ReadableStream> {
  if (source === '-') return streamOf(stdin);
  const info = await stat(source).catch((error: unknown) => {
    throw unreadable(what, source, error);
  });
  if (info.isDirectory()) throw unreadable(what, source, Object.assign(new Error(), { code: 'EISDIR' }));
  return info.isFile() ? openAsBlob(source) : streamOf(createReadStream(source));
}
