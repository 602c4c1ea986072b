/**
 * The output formats of `--format`; `--json` is short for `--format json`. `terraform` is for the commands that
 * say so (the `view` of what the Terraform provider manages): others refuse it.
 */
export const FORMATS = ['table', 'json', 'yaml', 'terraform'] as const;
export type Format = (typeof FORMATS)[number];
