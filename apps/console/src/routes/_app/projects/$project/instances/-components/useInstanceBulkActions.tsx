import type { Instance } from '@rackconsole/sdk';
import { call, useApiMutation, useInvalidate } from '~/api/queries';
import { bulkAction } from '~/components/bulkAction';
import { instanceStateReason } from '~/components/reasons';
import type { RowAction } from '~/components/rowAction';
import { useUnauthorizedReason } from '~/hooks/usePermissions';

/**
 * Start, stop and delete for the selected instances, as jobs: each instance not in a state that allows the
 * action (spec §4) is skipped with the reason. `onConfirm` runs once the user confirms (clears the selection).
 */
export function useInstanceBulkActions(
  project: string,
  instances: readonly Instance[],
  onConfirm: () => void,
): RowAction[] {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('controlInstances', project);
  // A mutation rather than a plain call, so each delete also drops the instance's cached reads.
  const deleteOne = useApiMutation('instanceDelete');
  const target = (instance: string) => ({ path: { instance }, query: { project } });
  const common = {
    noun: 'instance',
    rows: instances,
    rowKey: (instance: Instance) => instance.name,
    unauthorized,
    onConfirm,
    refresh: () => invalidate('instanceList', 'instanceView'),
  };
  return [
    bulkAction({
      ...common,
      label: 'Start',
      past: 'Started',
      skipReason: (instance) => instanceStateReason('start', instance),
      run: (instance) => call('instanceStart', target(instance)),
    }),
    bulkAction({
      ...common,
      label: 'Stop',
      past: 'Stopped',
      skipReason: (instance) => instanceStateReason('stop', instance),
      run: (instance) => call('instanceStop', target(instance)),
    }),
    bulkAction({
      ...common,
      label: 'Delete',
      past: 'Deleted',
      danger: true,
      skipReason: (instance) => instanceStateReason('delete', instance),
      run: (instance) => deleteOne.mutateAsync(target(instance)),
    }),
  ];
}
