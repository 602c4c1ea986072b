import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { type ConfirmAction, clearConfirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { useDialogFocus } from './dialogFocus';

/**
 * The confirm dialog for a pending action: Confirm shows a loading state and runs the action, a failure
 * raises an error toast with the configured title, and the dialog always closes afterwards. Cancel closes it.
 * An action the platform would refuse says what must go first, and cannot be confirmed.
 */
export function ConfirmAlertDialog({ action }: { action: ConfirmAction }) {
  const [running, setRunning] = useState(false);
  // Opens on Cancel (Radix's default: the least destructive choice); focus goes back to what asked.
  const { onCloseAutoFocus } = useDialogFocus(true, action.opener);

  const confirm = async () => {
    setRunning(true);
    try {
      await action.doAction();
    } catch (error) {
      addToast({ variant: 'error', title: action.errorTitle, content: (error as Error).message });
    } finally {
      setRunning(false);
      clearConfirmAction();
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !running && clearConfirmAction()}>
      <AlertDialog.Content maxWidth="28rem" onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialog.Title>{action.modalTitle}</AlertDialog.Title>
        <AlertDialog.Description size="2">{action.modalContent}</AlertDialog.Description>
        {action.blockedBy ? (
          <Callout.Root color="amber" mt="3" role="status">
            <Callout.Text>{action.blockedBy}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={running}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button
            color={action.actionType === 'danger' ? 'red' : undefined}
            loading={running}
            disabled={action.blockedBy ? true : undefined}
            onClick={confirm}
          >
            Confirm
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
