import {
  collectSearchIndex,
  matchSearch,
  SEARCH_BOUNDS,
  SEARCH_KINDS,
  type SearchEntry,
  type SearchFailure,
  type SearchPageReader,
  searchKindLabel,
} from '@rackconsole/sdk';
import { type Command, InvalidArgumentError } from 'commander';
import type { Io } from '../io';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, withExamples } from './define';
import { integerArg } from './parse';

/** Matches shown of each kind unless `--limit` says otherwise. */
const DEFAULT_PER_KIND = 10;

/** Page size of the lists read: the platform's largest pages keep the calls few. */
const SEARCH_PAGE_SIZE = 200;

function searchTermArg(value: string): string {
  const term = value.trim();
  if (term === '') throw new InvalidArgumentError('Give part of a name to search for.');
  return term;
}

/** A match as printed: a silo-wide one (a project, a silo image) has a null project. */
type Row = Omit<SearchEntry, 'project'> & { project: string | null };

const columns: Column<Row>[] = [
  { header: 'KIND', value: (entry) => searchKindLabel(entry.kind) },
  { header: 'NAME', value: (entry) => entry.name },
  { header: 'PROJECT', value: (entry) => entry.project ?? '' },
  { header: 'ID', value: (entry) => entry.id },
];

/** Reads a page of one of the searched lists; they all take the same query (project, page token, limit). */
const pageReader =
  (ctx: Context): SearchPageReader =>
  (list, pageToken, limit) => {
    const { listOperation } = SEARCH_KINDS.find((kind) => kind.kind === list.kind) ?? SEARCH_KINDS[0];
    return ctx.request(listOperation as 'imageList', { query: { project: list.project, pageToken, limit } });
  };

const failureNote = (failure: SearchFailure) => {
  const what = `${searchKindLabel(failure.kind).toLowerCase()}s`;
  const where = failure.project ? ` of project ${failure.project}` : ' of the silo';
  const why = failure.error instanceof Error ? failure.error.message : String(failure.error);
  return `warning: could not search the ${what}${where}: ${why}`;
};

async function search(ctx: Context, term: string, perKind: number) {
  const index = await collectSearchIndex(pageReader(ctx), { pageSize: SEARCH_PAGE_SIZE });
  for (const failure of index.failures) ctx.out.note(ctx.out.errStyle.red(failureNote(failure)));
  const { matches, omitted } = matchSearch(index.entries, term, { perKind });
  const rows = matches.map(({ kind, name, project, id }) => ({ kind, name, project: project ?? null, id }));
  ctx.out.list(rows, columns, { empty: `No results for "${term}"` });
  if (omitted > 0) ctx.out.note(`${omitted} more matches not shown: add --limit, or give more of the name.`);
  if (index.truncated) {
    ctx.out.note(
      `Searched the first ${SEARCH_BOUNDS.pagesPerList * SEARCH_PAGE_SIZE} of each list and the resources of ` +
        `the first ${SEARCH_BOUNDS.maxProjects} projects.`,
    );
  }
}

/** `rackctl search NAME`: projects, instances, disks, snapshots, images, VPCs and floating IPs by name. */
export function registerSearch(program: Command, io: Io): void {
  const command = program
    .command('search')
    .description('Find projects and resources of every project whose name contains the given text')
    .argument('<name>', 'the name, or part of it (case does not matter)', searchTermArg)
    .option(
      '--limit <count>',
      `matches shown of each kind (default: ${DEFAULT_PER_KIND})`,
      integerArg(1, 1000),
    );
  withExamples(command, ['rackctl search web', 'rackctl search db --json']);
  action<{ limit?: number }>(command, io, (ctx, [term = ''], options) =>
    search(ctx, term, options.limit ?? DEFAULT_PER_KIND),
  );
}
