import { useEffect } from 'react';
import { useConfirmAction } from '~/stores/confirm';
import { useDialogFocus } from './dialogFocus';
import { lazyModule } from './lazyModule';

const alertDialog = lazyModule(() => import('./ConfirmAlertDialog'));

/**
 * The one confirm dialog (spec §4), open while an action is pending confirmation. Its code loads when the
 * first action asks for confirmation. It opens on Cancel (Radix's default, the least destructive choice) and
 * gives focus back to what asked for the action, which it reads as the action arrives (before the code loads).
 */
export function ConfirmDialog() {
  const action = useConfirmAction();
  const dialog = alertDialog.use();
  const { onCloseAutoFocus } = useDialogFocus(Boolean(action));
  useEffect(() => {
    if (action) alertDialog.prefetch();
  }, [action]);
  return action && dialog ? (
    <dialog.ConfirmAlertDialog action={action} onCloseAutoFocus={onCloseAutoFocus} />
  ) : null;
}
