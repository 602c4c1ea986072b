import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { type Disk, GIB, KIB } from '@rackconsole/sdk';
import { validateName } from '@rackconsole/validators';
import { type Command, Option } from 'commander';
import { configDir } from '../config/paths';
import { RefusedError, UsageError } from '../errors';
import type { Io, OutStream } from '../io';
import { bytes } from '../output/format';
import type { Context } from './context';
import { action, withExamples } from './define';
import {
  type BlockSize,
  blockSizeArg,
  descriptionOption,
  nameArg,
  projectOption,
  withOptions,
} from './parse';
import { named } from './resource';

// `rackctl disk import FILE` does what the console's disk upload does: create a disk in the importing state,
// start a bulk write, send the file in base64 chunks of 512 KiB (four in flight; chunks of zeros are skipped,
// a new disk reads as zeros), stop, finalize (optionally taking a snapshot) and optionally make an image of it.
//
// Resuming: while chunks go out, a small state file in the config folder records the offset below which every
// chunk has been acknowledged (with the file's size and modification time). After an interruption the disk is
// left in place, and `--resume` finds it in `import_ready` or `importing_from_bulk_writes`, restarts the bulk
// write if needed and sends from the recorded offset (from the start when there is no state file: bulk writes
// are idempotent, so sending a chunk twice is harmless).

/** Bytes of file per bulk write: the platform takes at most 512 KiB of data in one call. */
const CHUNK_BYTES = 512 * KIB;
/** Bulk writes in flight at once: enough to hide each call's latency without flooding the platform. */
const CONCURRENCY = 4;
/** How often the progress bar is redrawn and the resume point saved. */
const TICK_MS = 250;
const POLL_MS = 250;
/** How long to wait for the disk to finish finalizing, and for its snapshot to be ready. */
const SETTLE_SECONDS = 120;

interface ImportOptions {
  project: string;
  name?: string;
  description?: string;
  blockSize: BlockSize;
  snapshot?: string;
  image?: string;
  imageOs?: string;
  imageVersion?: string;
  resume?: boolean;
}

/** What `--resume` needs to carry on: the file it was sending and how far every chunk had got. */
interface ResumeState {
  file: string;
  size: number;
  modifiedMs: number;
  blockSize: number;
  /** Every chunk below this offset has been written. */
  offset: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The state file of one import: per host, project and disk, in the (0700) config folder. */
function statePath(ctx: Context, host: string, project: string, disk: string): string {
  const key = createHash('sha256').update(`${host}\n${project}\n${disk}`).digest('hex').slice(0, 16);
  return join(configDir(ctx.io.env), 'imports', `${disk}-${key}.json`);
}

async function readState(path: string): Promise<ResumeState | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as ResumeState;
  } catch {
    return undefined;
  }
}

/** A disk name from a file name (`Debian 12.raw` → `debian-12`), when `--name` is not given. */
function nameFromFile(file: string): string {
  const name = basename(file)
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 63);
  if (validateName(name))
    throw new UsageError(`Cannot make a disk name of ${basename(file)}`, 'Give one with --name.');
  return name;
}

/** The size of the disk that holds a file: whole GiB (the platform's rule), at least 1 GiB. */
const diskBytesFor = (fileBytes: number) => Math.max(1, Math.ceil(fileBytes / GIB)) * GIB;

/** A progress bar on a terminal; nothing on a pipe (the closing note says what happened). */
function progressBar(stream: OutStream, label: string, total: number) {
  const started = Date.now();
  return {
    draw(done: number) {
      if (!stream.isTTY) return;
      const width = 30;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      stream.write(
        `\r\u001b[2K${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${bytes(done)} / ${bytes(total)} ${bytes(Math.round(done / seconds))}/s`,
      );
    },
    clear() {
      if (stream.isTTY) stream.write('\r\u001b[2K');
    },
  };
}

/** Polls the disk until `check` holds, or gives up after SETTLE_SECONDS. */
async function waitForDisk(
  ctx: Context,
  target: { path: { disk: string }; query: { project: string } },
  want: string,
) {
  const deadline = Date.now() + SETTLE_SECONDS * 1000;
  for (;;) {
    const disk = await ctx.request('diskView', target);
    if (disk.state.state === want) return disk;
    if (Date.now() > deadline) {
      throw new RefusedError(`Disk ${disk.name} is still ${disk.state.state} after ${SETTLE_SECONDS} s`);
    }
    await sleep(POLL_MS);
  }
}

/** Sends the file from `from`, four chunks in flight, saving the contiguous acknowledged offset as it goes. */
async function sendChunks(
  ctx: Context,
  target: { path: { disk: string }; query: { project: string } },
  file: string,
  size: number,
  from: number,
  save: (offset: number) => Promise<void>,
  blockSize: number,
) {
  const handle = await open(file, 'r');
  const bar = progressBar(ctx.io.stderr, `Importing ${basename(file)}`, size);
  const offsets: number[] = [];
  for (let offset = from; offset < size; offset += CHUNK_BYTES) offsets.push(offset);
  const finished = new Set<number>();
  let watermark = from;
  let sent = from;
  const advance = () => {
    while (finished.has(watermark)) {
      finished.delete(watermark);
      watermark = Math.min(size, watermark + CHUNK_BYTES);
    }
  };
  const ticker = setInterval(() => {
    bar.draw(sent);
    void save(watermark);
  }, TICK_MS);
  try {
    let next = 0;
    const worker = async () => {
      while (next < offsets.length) {
        const offset = offsets[next++] ?? 0;
        const length = Math.min(CHUNK_BYTES, size - offset);
        // The last chunk is padded with zeros to a whole block: the platform writes whole blocks only.
        const buffer = Buffer.alloc(Math.ceil(length / blockSize) * blockSize);
        await handle.read(buffer, 0, length, offset);
        if (buffer.some((byte) => byte !== 0)) {
          await ctx.request('diskBulkWriteImport', {
            ...target,
            body: { offset, base64EncodedData: buffer.toString('base64') },
          });
        }
        finished.add(offset);
        sent += length;
        advance();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    bar.draw(sent);
  } finally {
    clearInterval(ticker);
    bar.clear();
    await handle.close();
    await save(watermark);
  }
}

/** Shows the imported disk as `disk view` does. */
type ShowDisk = (ctx: Context, disk: Disk) => void;

async function importDisk(ctx: Context, file: string, options: ImportOptions, show: ShowDisk): Promise<void> {
  const path = resolve(file);
  const info = await stat(path).catch(() => {
    throw new UsageError(`Cannot read the image file ${file}`);
  });
  if (!info.isFile() || info.size === 0) throw new UsageError(`${file} is not a file with data in it`);
  if (options.image && (!options.imageOs || !options.imageVersion)) {
    throw new UsageError('--image needs --image-os and --image-version too');
  }
  const name = options.name ?? nameFromFile(path);
  const { project, blockSize } = options;
  const { host } = await ctx.session();
  const target = { path: { disk: name }, query: { project } };
  const stateFile = statePath(ctx, host, project, name);
  let from = 0;

  if (options.resume) {
    const disk: Disk = await ctx.request('diskView', target);
    const state = disk.state.state;
    if (state !== 'import_ready' && state !== 'importing_from_bulk_writes') {
      throw new RefusedError(
        `Disk ${name} is ${state}: only a disk in import_ready or importing_from_bulk_writes can be resumed`,
      );
    }
    const saved = await readState(stateFile);
    const same =
      saved?.file === path &&
      saved.size === info.size &&
      saved.modifiedMs === info.mtimeMs &&
      saved.blockSize === disk.blockSize;
    from = same ? saved.offset : 0;
    ctx.out.note(
      same
        ? `Resuming the import of ${basename(path)} into disk ${name} at ${bytes(from)}`
        : `Resuming the import into disk ${name}: no record of this file's progress, sending it all again`,
    );
    if (state === 'import_ready') await ctx.request('diskBulkWriteImportStart', target);
  } else {
    await ctx.request('diskCreate', {
      query: { project },
      body: {
        ...named(name, options),
        size: diskBytesFor(info.size),
        diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize } },
      },
    });
    await ctx.request('diskBulkWriteImportStart', target);
  }

  const disk = await ctx.request('diskView', target);
  await mkdir(join(configDir(ctx.io.env), 'imports'), { recursive: true, mode: 0o700 });
  // Saves one after another, each to a temporary file renamed over the last: never a torn state file.
  let saving = Promise.resolve();
  const save = (offset: number) => {
    const state: ResumeState = {
      file: path,
      size: info.size,
      modifiedMs: info.mtimeMs,
      blockSize: disk.blockSize,
      offset,
    };
    saving = saving
      .then(async () => {
        await writeFile(`${stateFile}.tmp`, JSON.stringify(state), { mode: 0o600 });
        await rename(`${stateFile}.tmp`, stateFile);
      })
      .catch(() => {});
    return saving;
  };
  const hint = `Resume with: rackctl disk import ${file} --project ${project} --name ${name} --resume`;
  try {
    await sendChunks(ctx, target, path, info.size, from, save, disk.blockSize);
  } catch (error) {
    ctx.out.note(hint);
    throw error;
  }
  await ctx.request('diskBulkWriteImportStop', target);
  await ctx.request('diskFinalizeImport', {
    ...target,
    body: { snapshotName: options.snapshot ?? options.image ?? null },
  });
  await rm(stateFile, { force: true });
  const imported = await waitForDisk(ctx, target, 'detached');
  ctx.out.note(`Imported ${basename(path)} (${bytes(info.size)}) into disk ${imported.name}`);

  if (options.image) {
    const snapshotName = options.snapshot ?? options.image;
    const deadline = Date.now() + SETTLE_SECONDS * 1000;
    let snapshot = await ctx.request('snapshotView', {
      path: { snapshot: snapshotName },
      query: { project },
    });
    while (snapshot.state !== 'ready') {
      if (Date.now() > deadline)
        throw new RefusedError(`Snapshot ${snapshotName} is still ${snapshot.state}`);
      await sleep(POLL_MS);
      snapshot = await ctx.request('snapshotView', { path: { snapshot: snapshotName }, query: { project } });
    }
    const image = await ctx.request('imageCreate', {
      query: { project },
      body: {
        ...named(options.image, options),
        os: options.imageOs ?? '',
        version: options.imageVersion ?? '',
        source: { type: 'snapshot', id: snapshot.id },
      },
    });
    ctx.out.note(`Created image ${image.name} from snapshot ${snapshot.name}`);
  }
  show(ctx, imported);
}

/** `rackctl disk import FILE`: a local disk image uploaded into a new disk. */
export function registerDiskImport(disk: Command, io: Io, show: ShowDisk): void {
  const command = withOptions(
    disk
      .command('import')
      .description('Upload a local disk image (raw) into a new disk, resumable after an interruption')
      .argument('<file>', 'the image file'),
    [
      projectOption(),
      new Option('--name <name>', 'name of the new disk (default: from the file name)').argParser(nameArg),
      descriptionOption('what the disk holds'),
      new Option('--block-size <bytes>', 'block size: 512, 2048 or 4096')
        .default(4096)
        .argParser(blockSizeArg),
      new Option('--snapshot <name>', 'take a snapshot of the disk once imported').argParser(nameArg),
      new Option(
        '--image <name>',
        'then make an image of it (with --image-os and --image-version)',
      ).argParser(nameArg),
      new Option('--image-os <os>', 'the operating system of the image, e.g. debian'),
      new Option('--image-version <version>', 'its version, e.g. 12'),
      new Option('--resume', 'carry on an interrupted import into the same disk'),
    ],
  );
  withExamples(command, [
    'rackctl disk import debian-12.raw --project web',
    'rackctl disk import disk.img --project web --name base --snapshot base-snap',
    'rackctl disk import disk.img -p web --image debian-12 --image-os debian --image-version 12',
    'rackctl disk import disk.img --project web --name base --resume',
  ]);
  action<ImportOptions>(command, io, (ctx, [file = ''], options) => importDisk(ctx, file, options, show));
}
