import { DEFAULT_PAGE_SIZE } from '../util/index.js';
import type { Page } from './pagination.js';

/**
 * The kinds of resource a search across projects looks through, in the order results are shown: the list
 * operation each is read from, and whether that list is per project (images are listed both for the silo and
 * per project).
 */
export const SEARCH_KINDS = [
  { kind: 'project', label: 'Project', listOperation: 'projectList', perProject: false },
  { kind: 'instance', label: 'Instance', listOperation: 'instanceList', perProject: true },
  { kind: 'disk', label: 'Disk', listOperation: 'diskList', perProject: true },
  { kind: 'snapshot', label: 'Snapshot', listOperation: 'snapshotList', perProject: true },
  { kind: 'image', label: 'Image', listOperation: 'imageList', perProject: true },
  { kind: 'vpc', label: 'VPC', listOperation: 'vpcList', perProject: true },
  { kind: 'floating-ip', label: 'Floating IP', listOperation: 'floatingIpList', perProject: true },
] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number]['kind'];

/** One list a search reads: a kind, within a project or (projects, silo images) the silo. */
export interface SearchList {
  kind: SearchKind;
  project?: string;
}

/** A resource a search can find: its kind, name, id and the project it lives in (none for silo-wide ones). */
export interface SearchEntry {
  kind: SearchKind;
  name: string;
  id: string;
  project?: string;
}

/** A list the search could not read; the others are still searched. */
export interface SearchFailure extends SearchList {
  error: unknown;
}

/** Every searchable resource found, the lists that failed, and whether a bound cut some lists short. */
export interface SearchIndex {
  entries: SearchEntry[];
  failures: SearchFailure[];
  truncated: boolean;
}

/** Reads one page of a list, or throws; `pageToken` is undefined for the first page. */
export type SearchPageReader = (
  list: SearchList,
  pageToken: string | undefined,
  limit: number,
) => Promise<Page<{ id: string; name: string }>>;

export interface SearchIndexOptions {
  /** Items per page asked for (the console asks for its list pages' size so both share cached pages). */
  pageSize?: number;
  /** Pages read of one list at most. */
  pagesPerList?: number;
  /** Projects whose resources are searched at most (the projects themselves as far as `pagesPerList` reads). */
  maxProjects?: number;
  /** Lists read at the same time. */
  concurrency?: number;
}

/** The bounds of a search: four pages of each list, a hundred projects, four lists at a time. */
export const SEARCH_BOUNDS = { pagesPerList: 4, maxProjects: 100, concurrency: 4 } as const;

async function readList(
  read: SearchPageReader,
  list: SearchList,
  pageSize: number,
  pagesPerList: number,
): Promise<{ entries: SearchEntry[]; truncated: boolean }> {
  const entries: SearchEntry[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < pagesPerList; page++) {
    const { items, nextPage } = await read(list, pageToken, pageSize);
    for (const { id, name } of items) entries.push({ kind: list.kind, name, id, project: list.project });
    pageToken = nextPage ?? undefined;
    if (!pageToken) return { entries, truncated: false };
  }
  return { entries, truncated: true };
}

/**
 * Reads every searchable resource of the user's projects, bounded by `options`. A failure to list the
 * projects rejects (nothing else can be searched); a failure of any other list is reported in `failures`
 * and the rest are still read.
 */
export async function collectSearchIndex(
  read: SearchPageReader,
  options: SearchIndexOptions = {},
): Promise<SearchIndex> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const pagesPerList = options.pagesPerList ?? SEARCH_BOUNDS.pagesPerList;
  const maxProjects = options.maxProjects ?? SEARCH_BOUNDS.maxProjects;
  const concurrency = Math.max(1, options.concurrency ?? SEARCH_BOUNDS.concurrency);

  const projectList = await readList(read, { kind: 'project' }, pageSize, pagesPerList);
  const lists: SearchList[] = [{ kind: 'image' }];
  for (const project of projectList.entries.slice(0, maxProjects)) {
    for (const { kind, perProject } of SEARCH_KINDS)
      if (perProject) lists.push({ kind, project: project.name });
  }

  const index: SearchIndex = {
    entries: [...projectList.entries],
    failures: [],
    truncated: projectList.truncated || projectList.entries.length > maxProjects,
  };
  let next = 0;
  const worker = async () => {
    for (let list = lists[next++]; list; list = lists[next++]) {
      try {
        const found = await readList(read, list, pageSize, pagesPerList);
        index.entries.push(...found.entries);
        index.truncated ||= found.truncated;
      } catch (error) {
        index.failures.push({ ...list, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, lists.length) }, worker));
  return index;
}

/** How well a name matches: 0 exactly, 1 at its start, 2 anywhere in it; undefined when it does not. */
export function searchRank(name: string, term: string): number | undefined {
  const needle = term.trim().toLowerCase();
  if (needle === '') return undefined;
  const haystack = name.toLowerCase();
  if (haystack === needle) return 0;
  if (haystack.startsWith(needle)) return 1;
  return haystack.includes(needle) ? 2 : undefined;
}

const KIND_ORDER = new Map<SearchKind, number>(SEARCH_KINDS.map(({ kind }, index) => [kind, index]));

/**
 * The entries whose name contains `term` (case-insensitive), by kind in `SEARCH_KINDS` order, then best
 * match, name and project; at most `perKind` of each kind, with the count of matches left out.
 */
export function matchSearch(
  entries: readonly SearchEntry[],
  term: string,
  { perKind = 10 }: { perKind?: number } = {},
): { matches: SearchEntry[]; omitted: number } {
  const ranked = entries.flatMap((entry) => {
    const rank = searchRank(entry.name, term);
    return rank === undefined ? [] : [{ entry, rank }];
  });
  ranked.sort(
    (a, b) =>
      (KIND_ORDER.get(a.entry.kind) ?? 0) - (KIND_ORDER.get(b.entry.kind) ?? 0) ||
      a.rank - b.rank ||
      a.entry.name.localeCompare(b.entry.name) ||
      (a.entry.project ?? '').localeCompare(b.entry.project ?? ''),
  );
  const perKindCount = new Map<SearchKind, number>();
  const matches: SearchEntry[] = [];
  for (const { entry } of ranked) {
    const count = perKindCount.get(entry.kind) ?? 0;
    perKindCount.set(entry.kind, count + 1);
    if (count < perKind) matches.push(entry);
  }
  return { matches, omitted: ranked.length - matches.length };
}

/** The label a kind is shown with ('Floating IP'). */
export const searchKindLabel = (kind: SearchKind): string =>
  SEARCH_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;
