import type { User } from '@rackconsole/sdk';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { useApiMutation } from '~/api/queries';
import { Modal } from '~/components/Modal';
import { addToast } from '~/stores/toasts';
import { PasswordFields, type PasswordValues, toUserPassword } from './passwordFields';

const DEFAULTS: PasswordValues = { passwordMode: 'password', password: '' };

/** Sets a local user's password, or takes it away so they can no longer sign in with one. */
export function SetPasswordModal({
  silo,
  user,
  onDismiss,
}: {
  silo: string;
  user: User | null;
  onDismiss: () => void;
}) {
  const form = useForm<PasswordValues>({ defaultValues: DEFAULTS });
  const close = () => {
    form.reset(DEFAULTS);
    setPassword.reset();
    onDismiss();
  };
  const setPassword = useApiMutation('localIdpUserSetPassword', {
    onSuccess: (_, { body }) => {
      addToast(
        body.mode === 'password'
          ? `Password of ${user?.displayName} set`
          : `${user?.displayName} can no longer sign in with a password`,
      );
      close();
    },
  });
  return (
    <Modal
      title="Set password"
      description={user ? `For user ${user.displayName}. Their current sessions stay signed in.` : undefined}
      open={user !== null}
      onDismiss={close}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!user) return;
          setPassword.mutate({ path: { userId: user.id }, query: { silo }, body: toUserPassword(values) });
        })}
      >
        <Flex direction="column" gap="4" mt="3">
          <PasswordFields control={form.control} />
          {setPassword.error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{setPassword.error.message}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex gap="3" justify="end">
            <Button type="button" variant="soft" color="gray" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={setPassword.isPending}>
              Set password
            </Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
  );
}
