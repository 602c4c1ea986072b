/** Longest name the platform accepts. */
export const MAX_NAME_LENGTH = 63;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SUFFIX_LENGTH = 6;
const SUFFIX_RANGE = 16 ** SUFFIX_LENGTH;

/** Checks a resource name against the platform's `Name` rule and says which part of it is broken. */
export function validateName(name: string): string | undefined {
  if (name.length === 0) return 'Must not be empty';
  if (name.length > MAX_NAME_LENGTH) return `Must be ${MAX_NAME_LENGTH} characters or fewer`;
  if (!/^[a-z]/.test(name)) return 'Must start with a lower-case letter';
  if (!/^[a-zA-Z0-9-]*$/.test(name)) return 'Can only contain letters, numbers, and dashes';
  if (name.endsWith('-')) return 'Must not end with a dash';
  // A name that is a UUID could not be told apart from an id in a `NameOrId` path parameter.
  if (UUID.test(name)) return 'Must not be a UUID';
  return undefined;
}

/** Builds a `generateName` that draws its suffix from `random` (0 ≤ n < 1, like Math.random) for tests. */
export function createNameGenerator(random: () => number = Math.random): (...parts: string[]) => string {
  return (...parts) => {
    const kept = parts.filter((part) => part.length > 0);
    const suffix = Math.floor(random() * SUFFIX_RANGE)
      .toString(16)
      .padStart(SUFFIX_LENGTH, '0');
    const prefixBudget = MAX_NAME_LENGTH - SUFFIX_LENGTH - 1;
    const shares = evenShares(
      kept.map((part) => part.length),
      prefixBudget - (kept.length - 1),
    );
    const prefix = kept
      .map((part, index) => part.slice(0, shares[index]))
      .filter((part) => part.length > 0)
      .join('-');
    return prefix ? `${prefix}-${suffix}` : suffix;
  };
}

/** Joins `parts` with hyphens, shortened evenly to fit 63 characters with a random 6-hex-digit suffix. */
export const generateName: (...parts: string[]) => string = createNameGenerator();

/**
 * The name an instance's new boot disk gets when none is given, in the console and rackctl alike:
 * `NAME-disk-` and a random suffix (`web-1-disk-3f9a0c`), within 63 characters. `generate` draws the suffix.
 */
export const defaultBootDiskName = (
  instance: string,
  generate: (...parts: string[]) => string = generateName,
) => generate(instance, 'disk');

/** Splits `budget` characters between parts: short parts stay whole and their leftover goes to long ones. */
function evenShares(lengths: readonly number[], budget: number): number[] {
  const shares = lengths.map(() => 0);
  const shortestFirst = [...lengths.entries()].sort(([, a], [, b]) => a - b);
  let remaining = Math.max(budget, 0);
  let partsLeft = lengths.length;
  for (const [index, length] of shortestFirst) {
    const share = Math.min(length, Math.floor(remaining / partsLeft));
    shares[index] = share;
    remaining -= share;
    partsLeft -= 1;
  }
  return shares;
}
