import { Dialog, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { apiQuery } from '~/api/queries';
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
  const matches = matching(entries, filter);

  const close = () => {
    onClose();
    setFilter('');
    setActive(0);
  };
  const go = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    close();
    void navigate({ to: entry.to });
  };

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
          placeholder="Go to a page or run an action…"
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
        <div id="palette-results" role="listbox" aria-label="Pages and actions" className="palette-results">
          {matches.map((entry, index) => (
            <div
              key={`${entry.group}-${entry.to}`}
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
            </div>
          ))}
          {matches.length === 0 ? <p className="palette-empty">No matches</p> : null}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
