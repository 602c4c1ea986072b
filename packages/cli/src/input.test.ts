import { mkdir, mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { JSON_BODY_MAX_BYTES } from '@rackconsole/validators';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from './errors';
import { readInput, readTextInput } from './input';

// What a user hands the CLI is read with a bound: a wrong file or an endless pipe is refused once it passes the
// limit, without the rest being read.

const CHUNK = 64 * 1024;

/** Standard input that would go on for `total` bytes, counting how many were taken from it. */
function endlessInput(total: number) {
  const taken = { bytes: 0 };
  const stream = Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += CHUNK) {
        taken.bytes += CHUNK;
        yield Buffer.alloc(CHUNK, 0x61);
      }
    })(),
  );
  return { stream, taken };
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rackctl-input-'));
});

describe('readInput', () => {
  it('reads standard input for -, and a file otherwise', async () => {
    expect(await readTextInput('-', 'body', Readable.from(['{"name":', '"a"}']))).toBe('{"name":"a"}');
    const file = join(folder, 'body.json');
    await writeFile(file, '{"name":"b"}');
    expect(await readTextInput(file, 'body', Readable.from(['unused']))).toBe('{"name":"b"}');
    // Where a command takes no standard input, `-` is a file's name like any other.
    await expect(readTextInput('-', 'CA certificate')).rejects.toThrow(
      'Cannot read the CA certificate file -: no such file',
    );
  });

  it('refuses standard input past the limit without reading the rest of it', async () => {
    const { stream, taken } = endlessInput(256 * 1024 * 1024);
    const refusal = await readInput('-', 'body', stream).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UsageError);
    expect((refusal as UsageError).message).toBe(
      'The body in standard input is larger than 1 MiB, more than the platform takes',
    );
    expect(taken.bytes).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + 2 * CHUNK);
  });

  it('takes a file of exactly the limit, and refuses a larger one by its name', async () => {
    const fits = join(folder, 'fits.bin');
    await writeFile(fits, '');
    await truncate(fits, JSON_BODY_MAX_BYTES);
    expect((await readInput(fits, 'body')).byteLength).toBe(JSON_BODY_MAX_BYTES);
    // A disk image given where a body belongs: 4 GiB, sparse, so the test writes nothing.
    const image = join(folder, 'disk.img');
    await writeFile(image, '');
    await truncate(image, 4 * 1024 * 1024 * 1024);
    await expect(readInput(image, 'body')).rejects.toThrow(
      `The body in ${image} is larger than 1 MiB, more than the platform takes`,
    );
  });

  it('says why a file cannot be read', async () => {
    await expect(readInput(join(folder, 'missing.json'), 'body')).rejects.toThrow(
      `Cannot read the body file ${join(folder, 'missing.json')}: no such file`,
    );
    const sub = join(folder, 'a-folder');
    await mkdir(sub);
    await expect(readInput(sub, 'public key')).rejects.toThrow(
      `Cannot read the public key file ${sub}: it is a folder`,
    );
  });
});
