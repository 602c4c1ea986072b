import type { Instance } from '@rackconsole/sdk';
import { useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { firstReason, instanceStateReason } from '~/components/reasons';
import type { RowAction } from '~/components/rowAction';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { confirmAction, confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/**
 * The life-cycle actions of an instance (start, stop, reboot, resize, serial console, create similar, delete), each enabled
 * only in the run states of spec §4 and for users who may change instances. Shared by the list's row menus
 * and the instance page's header so both gate and word them the same.
 */
export function useInstanceActions(
  project: string,
  { onResize, onDeleted }: { onResize: (instance: Instance) => void; onDeleted?: () => void },
) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('controlInstances', project);
  const resizeUnauthorized = useUnauthorizedReason('resizeInstances', project);
  const consoleUnauthorized = useUnauthorizedReason('serialConsole', project);
  const createUnauthorized = useUnauthorizedReason('createInstances', project);
  const refresh = () => invalidate('instanceList', 'instanceView');

  const start = useApiMutation('instanceStart', {
    onSuccess: async (instance) => {
      await refresh();
      addToast(`Starting instance ${instance.name}`);
    },
    onError: (error) =>
      addToast({ variant: 'error', title: 'Could not start instance', content: error.message }),
  });
  const stop = useApiMutation('instanceStop', {
    onSuccess: async (instance) => {
      await refresh();
      addToast(`Stopping instance ${instance.name}`);
    },
  });
  const reboot = useApiMutation('instanceReboot', {
    onSuccess: async (instance) => {
      await refresh();
      addToast(`Rebooting instance ${instance.name}`);
    },
  });
  const remove = useApiMutation('instanceDelete', {
    onSuccess: async (_, { path }) => {
      onDeleted?.();
      await invalidate('instanceList');
      addToast(`Instance ${path.instance} deleted`);
    },
  });

  return (instance: Instance): RowAction[] => {
    const target = { path: { instance: instance.name }, query: { project } };
    const reason = (action: Parameters<typeof instanceStateReason>[0], roleReason = unauthorized) =>
      firstReason(roleReason, instanceStateReason(action, instance));
    return [
      { label: 'Start', disabledReason: reason('start'), onActivate: () => start.mutate(target) },
      {
        label: 'Stop',
        disabledReason: reason('stop'),
        onActivate: () =>
          confirmAction({
            modalTitle: 'Confirm stop',
            modalContent: (
              <>
                Are you sure you want to stop <strong>{instance.name}</strong>? Stopped instances keep their
                disks and addresses but release their CPU and memory.
              </>
            ),
            errorTitle: `Could not stop ${instance.name}`,
            actionType: 'danger',
            doAction: () => stop.mutateAsync(target),
          }),
      },
      {
        label: 'Reboot',
        disabledReason: reason('reboot'),
        onActivate: () =>
          confirmAction({
            modalTitle: 'Confirm reboot',
            modalContent: (
              <>
                Are you sure you want to reboot <strong>{instance.name}</strong>?
              </>
            ),
            errorTitle: `Could not reboot ${instance.name}`,
            actionType: 'primary',
            doAction: () => reboot.mutateAsync(target),
          }),
      },
      {
        label: 'Resize',
        disabledReason: reason('resize', resizeUnauthorized),
        onActivate: () => onResize(instance),
      },
      {
        label: 'Serial console',
        // The live console types into the instance, so it needs a role that may change it.
        disabledReason: reason('serialConsole', consoleUnauthorized),
        onActivate: () =>
          navigate({
            to: '/projects/$project/instances/$instance/serial-console',
            params: { project, instance: instance.name },
          }),
      },
      {
        label: 'Create similar',
        disabledReason: createUnauthorized,
        onActivate: () =>
          navigate({
            to: '/projects/$project/instances-new',
            params: { project },
            search: { from: instance.name },
          }),
      },
      {
        label: 'Delete',
        danger: true,
        disabledReason: reason('delete'),
        onActivate: () =>
          confirmDelete({
            resourceKind: 'instance',
            label: (
              <>
                Are you sure you want to delete instance <strong>{instance.name}</strong>?
              </>
            ),
            doDelete: () => remove.mutateAsync(target),
          }),
      },
    ];
  };
}
