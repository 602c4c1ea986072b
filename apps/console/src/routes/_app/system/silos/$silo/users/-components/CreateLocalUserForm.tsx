import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { NameField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';
import { PasswordFields, type PasswordValues, toUserPassword } from './passwordFields';

interface CreateLocalUserValues extends PasswordValues {
  username: string;
}

/** Creates a user of a local-only silo: the username they sign in with and, optionally, a password. */
export function CreateLocalUserForm() {
  const silo = useSiloSelector();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<CreateLocalUserValues>({
    defaultValues: { username: '', passwordMode: 'password', password: '' },
  });
  const backToList = () => navigate({ to: '/system/silos/$silo/users', search: true, params: { silo } });
  const create = useApiMutation('localIdpUserCreate', {
    onSuccess: async (user) => {
      await invalidate('siloUserList', 'userList');
      addToast(`User ${user.displayName} created`);
      await backToList();
    },
  });
  return (
    <SideModalForm
      title="Create user"
      form={form}
      onSubmit={(values) =>
        create.mutate({
          query: { silo },
          body: { externalId: values.username, password: toUserPassword(values) },
        })
      }
      onDismiss={backToList}
      submitLabel="Create user"
      submitting={create.isPending}
      submitError={create.error}
    >
      <NameField
        name="username"
        control={form.control}
        label="Username"
        description="What the user types to sign in; the same rules as a resource name."
      />
      <PasswordFields control={form.control} />
    </SideModalForm>
  );
}
