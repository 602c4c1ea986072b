/** Headers on every answer of both runtimes: a browser must not guess a type other than the one declared. */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['x-content-type-options', 'nosniff'],
];
