import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { type Disk, PlatformCallError } from '@rackconsole/sdk';
import {
  DISK_IMPORT_DEFAULT_PARALLELISM,
  DISK_IMPORT_MAX_PARALLELISM,
  DiskImportError,
  diskImportSizeProblem,
  fileHandleSource,
  importDisk as importDiskWithSdk,
} from '@rackconsole/sdk/disk-import';
import { validateName } from '@rackconsole/validators';
import { type Command, Option } from 'commander';
import { configDir } from '../config/paths';
import { ApiCallError, CliError, RefusedError, UsageError } from '../errors';
import type { Io, OutStream } from '../io';
import { bytes } from '../output/format';
import type { Context } from './context';
import { action, withExamples } from './define';
import {
  type BlockSize,
  blockSizeArg,
  descriptionOption,
  integerArg,
  nameArg,
  parseBytes,
  projectOption,
  withOptions,
} from './parse';

// `rackctl disk import FILE` runs the SDK's importDisk, as the console's upload does: create a disk in the
// importing state, start a bulk write, send the file in base64 chunks (`--parallel` in flight; chunks of zeros
// are skipped, a new disk reads as zeros), stop, finalize (optionally taking a snapshot) and optionally make
// an image of it.
//
// Resuming: while chunks go out, a small state file in the config folder records the offset below which every
// chunk has been acknowledged (with the file's size and modification time). After an interruption or a failed
// write the disk is left in place, and `--resume` finds it in `import_ready` or `importing_from_bulk_writes`,
// restarts the bulk write if needed and sends from the recorded offset (from the start when there is no state
// file: bulk writes are idempotent, so sending a chunk twice is harmless).

/** How often the progress bar is redrawn and the resume point saved. */
const TICK_MS = 250;
const POLL_MS = 250;

interface ImportOptions {
  project: string;
  name?: string;
  description?: string;
  blockSize: BlockSize;
  diskSize?: number;
  parallel: number;
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
  /** Every chunk below this offset has been written. */
  offset: number;
}

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
  if (options.diskSize !== undefined) {
    if (options.resume) throw new UsageError('--disk-size cannot change the size of a disk being resumed');
    const problem = diskImportSizeProblem(options.diskSize, info.size);
    if (problem) throw new UsageError(`--disk-size: ${problem}.`, 'Give whole GiB, e.g. --disk-size 10GiB.');
  }
  const name = options.name ?? nameFromFile(path);
  const { project } = options;
  const { host } = await ctx.session();
  const stateFile = statePath(ctx, host, project, name);
  let from: number | undefined;
  if (options.resume) {
    const saved = await readState(stateFile);
    const same = saved?.file === path && saved.size === info.size && saved.modifiedMs === info.mtimeMs;
    from = same ? saved.offset : 0;
    ctx.out.note(
      same
        ? `Resuming the import of ${basename(path)} into disk ${name} at ${bytes(from)}`
        : `Resuming the import into disk ${name}: no record of this file's progress, sending it all again`,
    );
  }

  await mkdir(join(configDir(ctx.io.env), 'imports'), { recursive: true, mode: 0o700 });
  // Saves one after another, each to a temporary file renamed over the last: never a torn state file.
  let saving = Promise.resolve();
  const save = (offset: number) => {
    const state: ResumeState = { file: path, size: info.size, modifiedMs: info.mtimeMs, offset };
    saving = saving
      .then(async () => {
        await writeFile(`${stateFile}.tmp`, JSON.stringify(state), { mode: 0o600 });
        await rename(`${stateFile}.tmp`, stateFile);
      })
      .catch(() => {});
    return saving;
  };
  const snapshotName = options.snapshot ?? options.image;
  const bar = progressBar(ctx.io.stderr, `Importing ${basename(file)}`, info.size);
  const progress = { written: from ?? 0, resumeOffset: from ?? 0, writing: false };
  const ticker = setInterval(() => {
    if (!progress.writing) return;
    bar.draw(progress.written);
    void save(progress.resumeOffset);
  }, TICK_MS);
  const handle = await open(path, 'r');
  const api = await ctx.api();
  try {
    const { disk, snapshot, image } = await importDiskWithSdk(api, {
      project,
      name,
      description: options.description,
      source: fileHandleSource(handle, info.size),
      size: options.diskSize,
      blockSize: options.blockSize,
      parallelism: options.parallel,
      resumeFrom: from,
      snapshotName,
      image: options.image
        ? {
            name: options.image,
            description: options.description ?? '',
            os: options.imageOs ?? '',
            version: options.imageVersion ?? '',
          }
        : undefined,
      // An interrupted import is resumed with --resume, not undone.
      keepOnFailure: true,
      pollMs: POLL_MS,
      onStep: (step, status) => {
        progress.writing = step === 'writeData' && status === 'running';
        if (step !== 'writeData' || status === 'running') return;
        bar.draw(progress.written);
        bar.clear();
        void save(progress.resumeOffset);
      },
      onProgress: ({ written, resumeOffset }) => {
        progress.written = written;
        progress.resumeOffset = resumeOffset;
      },
    });
    await saving;
    await rm(stateFile, { force: true });
    ctx.out.note(`Imported ${basename(path)} (${bytes(info.size)}) into disk ${disk.name}`);
    if (image && snapshot) ctx.out.note(`Created image ${image.name} from snapshot ${snapshot.name}`);
    show(ctx, disk);
  } catch (error) {
    throw importFailure(ctx, host, error, {
      wrote: progress.written > 0,
      hint: `Resume with: rackctl disk import ${file} --project ${project} --name ${name} --resume`,
    });
  } finally {
    clearInterval(ticker);
    bar.clear();
    await handle.close();
    await saving;
  }
}

/** The CLI's error for a failed import, with how to resume once data was on its way. */
function importFailure(
  ctx: Context,
  host: string,
  error: unknown,
  { wrote, hint }: { wrote: boolean; hint: string },
): CliError {
  const cause = error instanceof DiskImportError ? error.cause : error;
  const resumeHint = wrote ? hint : undefined;
  if (cause instanceof CliError) return cause;
  if (cause instanceof PlatformCallError) return new ApiCallError(cause, resumeHint);
  if (cause instanceof RangeError) return new UsageError(cause.message);
  // fetch rejects with a TypeError when the host cannot be reached, and a TimeoutError when it is slow.
  if (cause instanceof TypeError || (cause instanceof Error && cause.name === 'TimeoutError')) {
    return ctx.unreachable(host, cause);
  }
  // The import's own refusals: a disk not in a state to resume, a snapshot that failed, a wait timed out.
  return new RefusedError(cause instanceof Error ? cause.message : String(cause), resumeHint);
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
      new Option(
        '--disk-size <size>',
        'size of the new disk in whole GiB, e.g. 10GiB (default: the file size rounded up to whole GiB)',
      ).argParser(parseBytes),
      new Option('--parallel <n>', `bulk writes in flight at once, 1 to ${DISK_IMPORT_MAX_PARALLELISM}`)
        .default(DISK_IMPORT_DEFAULT_PARALLELISM)
        .argParser(integerArg(1, DISK_IMPORT_MAX_PARALLELISM)),
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
    'rackctl disk import disk.img --project web --disk-size 20GiB --parallel 8',
    'rackctl disk import disk.img -p web --image debian-12 --image-os debian --image-version 12',
    'rackctl disk import disk.img --project web --name base --resume',
  ]);
  action<ImportOptions>(command, io, (ctx, [file = ''], options) => importDisk(ctx, file, options, show));
}
