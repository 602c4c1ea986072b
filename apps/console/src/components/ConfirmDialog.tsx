import { useEffect } from 'react';
import { useConfirmAction } from '~/stores/confirm';
import { lazyModule } from './lazyModule';

const alertDialog = lazyModule(() => import('./ConfirmAlertDialog'));

/**
 * The one confirm dialog (spec §4), open while an action is pending confirmation. Its code loads when the
 * first action asks for confirmation.
 */
export function ConfirmDialog() {
  const action = useConfirmAction();
  const dialog = alertDialog.use();
  useEffect(() => {
    if (action) alertDialog.prefetch();
  }, [action]);
  return action && dialog ? <dialog.ConfirmAlertDialog action={action} /> : null;
}
