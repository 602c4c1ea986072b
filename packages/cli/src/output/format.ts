import { formatBytes, formatRelativeTime } from '@rackconsole/sdk';
import type { Style } from './style';

/** A timestamp for a table cell: how long ago, e.g. '5m ago'. */
export const ago = (date: Date | null | undefined): string => (date ? formatRelativeTime(date) : '');

/** A timestamp for a detail view: ISO time and how long ago. */
export const when = (date: Date | null | undefined): string =>
  date ? `${date.toISOString()} (${formatRelativeTime(date)})` : '';

/** A byte count in binary units, e.g. '4 GiB'. */
export const bytes = (count: number | null | undefined): string => (count == null ? '' : formatBytes(count));

/** Empty cells read as nothing rather than 'null'. */
export const text = (value: string | number | boolean | null | undefined): string =>
  value == null ? '' : String(value);

const GOOD = new Set(['running', 'attached', 'ready', 'active', 'enabled', 'in_service', 'provisionable']);
const BAD = new Set(['failed', 'faulted', 'destroyed', 'decommissioned', 'disabled', 'expunged']);
const SETTLED = new Set(['stopped', 'detached']);

/** Colours a state name: green when healthy, red when broken, dim when at rest, yellow when on the move. */
export function stateStyle(style: Style) {
  return (state: string): string => {
    if (GOOD.has(state)) return style.green(state);
    if (BAD.has(state)) return style.red(state);
    if (SETTLED.has(state)) return style.dim(state);
    return style.yellow(state);
  };
}
