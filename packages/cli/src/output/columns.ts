import { ago, stateStyle, text, when } from './format';
import type { Fields } from './printer';
import type { Style } from './style';
import type { Column } from './table';

// The columns and fields most nouns share, so a table or view of any named item reads the same: its name
// first, its description and creation time last.

/** What every named item of the platform carries (its identity metadata). */
interface Identified {
  name: string;
  id: string;
  description: string;
  timeCreated: Date;
}

/** The table of named items: NAME, then the noun's own columns, then DESCRIPTION and CREATED. */
export const identityColumns = <Item extends Identified>(...own: Column<Item>[]): Column<Item>[] => [
  { header: 'NAME', value: (item) => item.name },
  ...own,
  { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
  { header: 'CREATED', value: (item) => ago(item.timeCreated) },
];

/** The view of a named item: Name and ID, then the noun's own fields, then Description and Created. */
export const identityFields = (item: Identified, own: Fields = []): Fields => [
  ['Name', item.name],
  ['ID', item.id],
  ...own,
  ['Description', text(item.description)],
  ['Created', when(item.timeCreated)],
];

/** A STATE column, coloured by how healthy the state is. */
export function stateColumn<Row>(style: Style, value: (row: Row) => string): Column<Row> {
  const state = stateStyle(style);
  return { header: 'STATE', value, style: (cell) => state(cell) };
}
