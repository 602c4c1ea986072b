/** A row action; `disabledReason` greys it out and explains why (spec §4 state rules, §6 roles). */
export interface RowAction {
  label: string;
  onActivate: () => void;
  disabledReason?: string | false;
  danger?: boolean;
}
