import { createNameGenerator } from '@rackconsole/validators';

/**
 * A name generator for one open form: like `generateName`, but its random suffix is drawn once, so the command
 * the form shows and the request it sends agree on every name the form makes up, however often the values
 * it is built from change.
 */
export function formNameGenerator(random: () => number = Math.random): (...parts: string[]) => string {
  const draw = random();
  return createNameGenerator(() => draw);
}
