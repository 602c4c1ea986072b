import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { apiCommand } from '~/forms/cliCommand';
import { TextAreaField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { addToast } from '~/stores/toasts';

/** Starts collecting a support bundle; the reason travels with it so support knows what to look for. */
export function CreateSupportBundleForm() {
  const unauthorized = useFleetAdminReason();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const create = useApiMutation('supportBundleCreate', {
    onSuccess: async () => {
      await invalidate('supportBundleList');
      addToast('Support bundle collection started');
      await navigate({ to: '/system/support-bundles', search: true });
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create support bundle"
      form={form}
      onSubmit={({ reason }) => create.mutate({ body: { userComment: reason.trim() } })}
      onDismiss={() => navigate({ to: '/system/support-bundles', search: true })}
      submitLabel="Create support bundle"
      submitting={create.isPending}
      submitError={create.error}
      // The CLI has no command for support bundles.
      toCommand={({ reason }) => apiCommand('supportBundleCreate', { body: { userComment: reason.trim() } })}
    >
      <TextAreaField
        name="reason"
        control={form.control}
        label="Reason"
        required
        description="What went wrong, and when; kept with the bundle for whoever reads it."
      />
    </SideModalForm>
  );
}
