import {
  type Api,
  apiVersionLabel,
  camelToSnake,
  type OperationName,
  operationExistsAt,
  operationSince,
} from '@rackconsole/sdk';
import { RefusedError } from '../errors';

/**
 * An SDK client on which, with `--api-version`, an operation that version lacks is refused before any call,
 * naming the version that added it (the platform would answer only 'Not Found').
 */
export function refusingMissingOperations(api: Api, version: string | undefined): Api {
  if (version === undefined) return api;
  const checked: Record<string, unknown> = { ...api };
  for (const name of Object.keys(api) as OperationName[]) {
    if (operationExistsAt(name, version)) continue;
    const refusal = new RefusedError(
      `${camelToSnake(name)} needs platform API ${apiVersionLabel(operationSince(name) ?? version)} or newer; --api-version ${apiVersionLabel(version)} lacks it`,
      'Speak a newer version with --api-version, or leave it out to speak the newest.',
    );
    checked[name] = () => Promise.reject(refusal);
  }
  return checked as Api;
}
