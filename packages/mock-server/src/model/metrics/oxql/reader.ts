import { invalidRequest } from '../../core/errors';

/** How deeply parentheses, negations and subqueries may nest: far beyond any real query, well within the stack. */
const MAX_NESTING = 100;

/**
 * A parsing-expression-grammar reader: ordered choice with backtracking, and the furthest position any rule
 * failed at with the set of things expected there, which is what the error message reports. Failures inside
 * `quiet` parts (whitespace, delimiters) are not reported, as in the platform's grammar.
 */
export class Reader {
  pos = 0;
  private furthest = -1;
  private expected = new Set<string>();
  private quietDepth = 0;
  private depth = 0;

  /** @param now what `@now()` means, in ms since the epoch */
  constructor(
    readonly text: string,
    readonly now: number,
  ) {}

  /** Records that `label` was expected at `at` (the current position unless given). */
  fail(label: string, at = this.pos): null {
    if (this.quietDepth > 0) return null;
    if (at > this.furthest) {
      this.furthest = at;
      this.expected = new Set();
    }
    if (at === this.furthest) this.expected.add(label);
    return null;
  }

  /** Matches a literal token, e.g. `"get"`. */
  token(literal: string): boolean {
    if (this.text.startsWith(literal, this.pos)) {
      this.pos += literal.length;
      return true;
    }
    this.fail(`"${literal}"`);
    return false;
  }

  /** Matches a pattern anchored at the current position (its failures reported as `label`). */
  pattern(regex: RegExp, label: string): string | null {
    regex.lastIndex = this.pos;
    const match = regex.exec(this.text);
    if (!match || match.index !== this.pos) return this.fail(label);
    this.pos += match[0].length;
    return match[0];
  }

  /** Runs `rule`; on failure rewinds to where it started. */
  attempt<T>(rule: () => T | null): T | null {
    const start = this.pos;
    const result = rule();
    if (result === null) this.pos = start;
    return result;
  }

  quiet<T>(rule: () => T | null): T | null {
    this.quietDepth++;
    try {
      return this.attempt(rule);
    } finally {
      this.quietDepth--;
    }
  }

  /** Runs a rule one level of nesting (parentheses, negation, subquery) deeper, refusing past a limit. */
  nested<T>(rule: () => T | null): T | null {
    if (this.depth >= MAX_NESTING)
      throw invalidRequest(`Queries may nest at most ${MAX_NESTING} levels deep`);
    this.depth++;
    try {
      return rule();
    } finally {
      this.depth--;
    }
  }

  /** `_`: one or more spaces, tabs or newlines. */
  whitespace(): boolean {
    if (this.quiet(() => this.pattern(/[ \n\t]+/y, '')) !== null) return true;
    this.fail('whitespace');
    return false;
  }

  /** `_?` */
  optionalWhitespace(): void {
    this.quiet(() => this.pattern(/[ \n\t]+/y, ''));
  }

  /** The platform's message for a failed parse: the line and column, the text around it, what was expected. */
  errorMessage(): string {
    const offset = Math.max(this.furthest, 0);
    const before = this.text.slice(0, offset).split('\n');
    const where = `${before.length}:${(before.at(-1) ?? '').length + 1}`;
    let out = `Error at ${where}`;
    const start = Math.max(0, offset - 24);
    const end = Math.min(this.text.length, offset + 24);
    const prefixLength = out.length + 2;
    out += `: .. ${this.text.slice(start, end)} ..\n`;
    const leftPad = offset - start + 3 + prefixLength;
    const rightPad = end - offset + 3 + prefixLength;
    out += `${' '.repeat(leftPad)}^${' '.repeat(rightPad)}\n`;
    const tokens = [...this.expected].sort();
    const wanted = tokens.length === 1 ? tokens[0] : `one of ${tokens.join(', ')}`;
    out += `Expected: error at ${where}: expected ${wanted}\n`;
    return out;
  }
}
