import { eventually, type TestPlatform } from './harness';

/** Shared by the instance test files: requests and waits against a test platform's mock-project. */
export const GiB = 1024 ** 3;
export const project = 'mock-project';

/** The 400 answer of a refused request. */
export const invalid = (message: string, errorCode = 'InvalidRequest') => ({
  type: 'error',
  statusCode: 400,
  data: { errorCode, message },
});

export function instanceHelpers(platform: TestPlatform) {
  const ubuntuImageId = () =>
    [...platform.db.table('images').values()].find(
      (image) => image.name === 'ubuntu-24-04' && !image.project_id,
    )?.id as string;

  /** A small instance booting from a fresh Ubuntu disk; `overrides` changes any field. */
  const instanceBody = (name: string, overrides: Record<string, unknown> = {}) => ({
    name,
    description: `test instance ${name}`,
    hostname: name,
    memory: 2 * GiB,
    ncpus: 1,
    bootDisk: {
      type: 'create' as const,
      name: `${name}-boot`,
      description: '',
      size: 10 * GiB,
      diskBackend: {
        type: 'distributed' as const,
        diskSource: { type: 'image' as const, imageId: ubuntuImageId(), readOnly: false },
      },
    },
    ...overrides,
  });

  const view = (instance: string) => platform.api.instanceView({ path: { instance }, query: { project } });
  const runStateOf = async (instance: string) => {
    const result = await view(instance);
    return result.type === 'success' ? result.data.runState : undefined;
  };
  const waitForState = (instance: string, state: string) =>
    eventually(
      () => runStateOf(instance),
      (runState) => runState === state,
    );

  async function create(name: string, overrides: Record<string, unknown> = {}) {
    const result = await platform.api.instanceCreate({
      query: { project },
      body: instanceBody(name, overrides),
    });
    if (result.type !== 'success') throw new Error(`create ${name} failed: ${JSON.stringify(result)}`);
    return result.data;
  }

  return { instanceBody, view, runStateOf, waitForState, create };
}
