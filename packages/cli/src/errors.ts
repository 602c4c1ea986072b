import type { PlatformError } from '@rackconsole/sdk';

/** The exit codes of `rackctl`, documented in the README. */
export const EXIT = {
  ok: 0,
  /** The platform refused or failed the call, or the command's precondition does not hold. */
  apiError: 1,
  /** The command line is wrong: unknown command or option, missing or malformed argument. */
  usage: 2,
  /** No credentials for the host, or the platform rejected them. */
  authNeeded: 3,
  /** The platform did not answer within `--timeout`. */
  timeout: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI reports as one line on stderr and turns into its exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
    /** A second line telling the user what to do next. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A malformed command line found by the CLI's own checks (commander reports its own the same way). */
export class UsageError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, EXIT.usage, hint);
    this.name = 'UsageError';
  }
}

/** The command needs credentials it does not have, or the platform turned them down. */
export class AuthNeededError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, EXIT.authNeeded, hint);
    this.name = 'AuthNeededError';
  }
}

/** A failed platform call, with the message of the SDK's error catalogue. */
export class ApiCallError extends CliError {
  constructor(
    readonly error: PlatformError,
    hint?: string,
  ) {
    super(error.message, error.statusCode === 401 ? EXIT.authNeeded : EXIT.apiError, hint);
    this.name = 'ApiCallError';
  }
}

/** The command cannot go ahead: the resource is in the wrong state, a wait timed out, a device code expired. */
export class RefusedError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, EXIT.apiError, hint);
    this.name = 'RefusedError';
  }
}
