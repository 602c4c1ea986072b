import type { Rolldown } from 'vite';

export type OutputChunk = Rolldown.OutputChunk;

/** A chunk's file and the files of every chunk it imports statically, transitively. */
export function staticClosure(
  chunk: OutputChunk,
  byFile: Map<string, OutputChunk>,
  into = new Set<string>(),
) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) staticClosure(imported, byFile, into);
  }
  return into;
}
