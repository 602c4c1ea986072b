import { truncate } from '@rackconsole/sdk';
import { useLazyTooltip } from './lazyTooltip';

/** How many characters of a name each place shows before cutting it (spec §9; names run to 63). */
export const NAME_LIMITS = {
  /** A crumb of the breadcrumbs and the project picker's button: several share the top of the page. */
  crumb: 24,
  /** A page's heading. */
  heading: 40,
  /** A table's name column, kept in view while the table scrolls sideways. */
  cell: 32,
} as const;

/**
 * Text cut to `maxLength` (limit − 2 characters plus an ellipsis, spec §9) with the full text in a tooltip.
 * Assistive technology reads the full text. Standalone it is a Tab stop of its own so a keyboard reaches its
 * tooltip; inside a link or button (`focusable={false}`) the control is the Tab stop and names itself in full.
 */
export function TruncatedText({
  text,
  maxLength,
  focusable = true,
}: {
  text: string;
  maxLength: number;
  focusable?: boolean;
}) {
  const shown = truncate(text, maxLength);
  const cutShort = shown !== text;
  const Tooltip = useLazyTooltip(cutShort);
  if (!cutShort) return <>{text}</>;
  const cut = (
    <span className="truncated-text" tabIndex={focusable ? 0 : undefined}>
      <span aria-hidden>{shown}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
  return Tooltip ? (
    <Tooltip content={text} truncated>
      {cut}
    </Tooltip>
  ) : (
    cut
  );
}
