import { matchSearch, type SearchEntry, searchKindLabel } from '@rackconsole/sdk';
import { Dialog, TextField } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { tableViewParams } from '~/api/listSearch';
import { apiQuery } from '~/api/queries';
import { resourceSearchIndexQuery } from '~/api/search';
import {
  projectActions,
  projectNav,
  settingsNav,
  siloActions,
  siloNav,
  systemActions,
  systemNav,
} from '~/layouts/navigation';

interface PaletteEntry {
  label: string;
  group: string;
  to: string;
  /** For a found resource: the project it lives in, shown beside its name. */
  project?: string;
  /** For resources without a page of their own (disks, snapshots): their list's filter set to their name. */
  search?: Record<string, string>;
}

/** Resources matched per kind: enough to pick from, few enough to scan by keyboard. */
const RESOURCES_PER_KIND = 5;

const filteredTo = (name: string) => ({ [tableViewParams().query]: name });

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

/** Where a found resource opens: its own page, or its project's list filtered to its name. */
function resourceEntry(entry: SearchEntry): PaletteEntry {
  const { kind, name, project = '' } = entry;
  const found = { label: name, group: searchKindLabel(kind), project: entry.project };
  switch (kind) {
    case 'project':
      return { ...found, to: path('projects', name) };
    case 'instance':
      return { ...found, to: path('projects', project, 'instances', name) };
    case 'disk':
      return { ...found, to: path('projects', project, 'disks'), search: filteredTo(name) };
    case 'snapshot':
      return { ...found, to: path('projects', project, 'snapshots'), search: filteredTo(name) };
    case 'image':
      return {
        ...found,
        to: entry.project ? path('projects', project, 'images', name, 'edit') : path('images', name, 'edit'),
      };
    case 'vpc':
      return { ...found, to: path('projects', project, 'vpcs', name) };
    case 'floating-ip':
      return { ...found, to: path('projects', project, 'floating-ips', name, 'edit') };
  }
}

/**
 * The user's projects and their resources whose names contain `filter`. Nothing is read until something is
 * typed; the lists are then read once (through the list pages' cache) and filtered as the user types.
 */
function useResourceMatches(open: boolean, filter: string) {
  const queryClient = useQueryClient();
  const searching = open && filter.trim() !== '';
  const index = useQuery({ ...resourceSearchIndexQuery(queryClient), enabled: searching });
  const matches = useMemo(
    () =>
      searching && index.data
        ? matchSearch(index.data.entries, filter, { perKind: RESOURCES_PER_KIND }).matches.map(resourceEntry)
        : [],
    [searching, index.data, filter],
  );
  return {
    matches,
    loading: searching && index.isPending,
    failedLists: index.data?.failures.length ?? 0,
    error: searching ? index.error : null,
  };
}

/** Every page of the current context and its main actions, grouped. */
function usePaletteEntries(): PaletteEntry[] {
  const params = useParams({ strict: false });
  const me = useQuery(apiQuery('currentUserView'));
  return useMemo(() => {
    const entries: PaletteEntry[] = [];
    const add = (group: string, items: { label: string; to: string }[]) =>
      entries.push(...items.map((item) => ({ ...item, group })));
    if (params.project) {
      add(`Project ${params.project}`, projectNav(params.project));
      add('Actions', projectActions(params.project));
    }
    add('Silo', siloNav);
    add('Actions', siloActions);
    if (me.data?.fleetViewer) {
      add('System', systemNav);
      add('Actions', systemActions);
    }
    add('Settings', settingsNav);
    return entries;
  }, [params.project, me.data?.fleetViewer]);
}

const matching = (entries: PaletteEntry[], filter: string) =>
  entries.filter((entry) =>
    `${entry.group} ${entry.label}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

/**
 * The palette itself: a filter field over every page and main action of the current context. `typedAhead` are
 * the keys typed after ⌘K while its code was still loading; it takes them as if they had been typed into it.
 */
export function CommandPaletteDialog({
  open,
  onClose,
  typedAhead,
}: {
  open: boolean;
  onClose: () => void;
  typedAhead: readonly string[];
}) {
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const entries = usePaletteEntries();
  const resources = useResourceMatches(open, filter);
  const matches = [...matching(entries, filter), ...resources.matches];
  const results = useRef<HTMLDivElement>(null);

  const close = () => {
    onClose();
    setFilter('');
    setActive(0);
  };
  const go = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    close();
    void navigate({ to: entry.to, search: () => ({ ...entry.search }) });
  };

  // Keeps the highlighted option in view as the arrow keys move through a list longer than the panel.
  useEffect(() => {
    results.current?.querySelector(`#palette-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const tookTypedAhead = useRef(false);
  useEffect(() => {
    if (tookTypedAhead.current || typedAhead.length === 0) return;
    tookTypedAhead.current = true;
    let text = '';
    let index = 0;
    for (const key of typedAhead) {
      const found = matching(entries, text);
      if (key === 'Enter') return go(found[index]);
      if (key === 'ArrowDown') index = Math.min(index + 1, found.length - 1);
      else if (key === 'ArrowUp') index = Math.max(index - 1, 0);
      else {
        text = key === 'Backspace' ? text.slice(0, -1) : text + key;
        index = 0;
      }
    }
    setFilter(text);
    setActive(index);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, matches.length - 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'Enter') go(matches[active]);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Content maxWidth="36rem" aria-describedby={undefined}>
        <Dialog.Title className="visually-hidden">Command palette</Dialog.Title>
        <TextField.Root
          autoFocus
          placeholder="Go to a page or resource, or run an action…"
          aria-label="Search pages and actions"
          role="combobox"
          aria-expanded="true"
          aria-controls="palette-results"
          aria-activedescendant={matches[active] ? `palette-${active}` : undefined}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <div
          ref={results}
          id="palette-results"
          role="listbox"
          aria-label="Pages and actions"
          className="palette-results"
        >
          {matches.map((entry, index) => (
            <div
              key={`${entry.group}-${entry.to}-${entry.label}`}
              id={`palette-${index}`}
              role="option"
              aria-selected={index === active}
              className="palette-option"
              onMouseEnter={() => setActive(index)}
              tabIndex={-1}
              onClick={() => go(entry)}
              onKeyDown={onKeyDown}
            >
              <span className="palette-group">{entry.group}</span> {entry.label}
              {entry.project ? <span className="palette-project"> in {entry.project}</span> : null}
            </div>
          ))}
        </div>
        {matches.length === 0 && !resources.loading ? <p className="palette-empty">No matches</p> : null}
        <p className="palette-status" role="status">
          {resources.loading
            ? 'Searching projects…'
            : resources.error
              ? `Could not search projects: ${resources.error.message}`
              : resources.failedLists > 0
                ? `${resources.failedLists} ${resources.failedLists === 1 ? 'list' : 'lists'} could not be searched`
                : null}
        </p>
      </Dialog.Content>
    </Dialog.Root>
  );
}
