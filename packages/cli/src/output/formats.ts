/** The output formats of `--format`; `--json` is short for `--format json`. */
export const FORMATS = ['table', 'json', 'yaml'] as const;
export type Format = (typeof FORMATS)[number];
