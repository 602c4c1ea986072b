// Where an import's bytes come from, without naming a platform: a browser passes a Blob (or File), Node a file
// handle, and anything else its own `read`. The SDK's entry never imports `node:` modules, so the same code
// bundles for the browser.

/** The bytes of an image to import: its size, and a read of any range of it. */
export interface DiskImportSource {
  /** The image's size in bytes. */
  readonly size: number;
  /** Resolves to `length` bytes from `offset` (fewer only at the end of the image). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** A source reading a Blob or a File slice by slice: only the chunks in flight are ever in memory. */
export function blobSource(blob: Blob): DiskImportSource {
  return {
    size: blob.size,
    read: async (offset, length) => new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

/** What `fileHandleSource` needs of a file: the `read` of Node's `fs.promises.FileHandle` has this shape. */
export interface PositionalReader {
  read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
}

/**
 * A source reading an open file at given positions, e.g. `fileHandleSource(await open(path), size)` in Node.
 * The caller opens and closes the file.
 */
export function fileHandleSource(file: PositionalReader, size: number): DiskImportSource {
  return {
    size,
    read: async (offset, length) => {
      const bytes = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      let filled = 0;
      // A read may return fewer bytes than asked for; a read of none means the file ended early.
      while (filled < bytes.length) {
        const { bytesRead } = await file.read(bytes, filled, bytes.length - filled, offset + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return bytes.subarray(0, filled);
    },
  };
}
