import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { alertClassesQuery } from '~/api/alerts';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { apiCommand } from '~/forms/cliCommand';
import { CheckboxGroupField, DescriptionField, NameField, TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { addToast } from '~/stores/toasts';

interface WebhookValues {
  name: string;
  description: string;
  endpoint: string;
  secret: string;
  subscriptions: string[];
}

/** Why the text is not an http(s) URL the rack could deliver to, or undefined. */
export function validateEndpoint(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? undefined
      : 'Endpoint must be an http or https URL';
  } catch {
    return 'Endpoint must be a URL, e.g. https://alerts.example.com/hook';
  }
}

/** Creates a webhook receiver: where to POST alerts, the secret that signs them, and what to send. */
export function CreateWebhookForm() {
  const unauthorized = useFleetAdminReason();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const classes = useQuery(alertClassesQuery);
  const form = useForm<WebhookValues>({
    defaultValues: { name: '', description: '', endpoint: '', secret: '', subscriptions: [] },
  });
  const create = useApiMutation('webhookReceiverCreate', {
    onSuccess: async (receiver) => {
      await invalidate('alertReceiverList');
      addToast(`Webhook receiver ${receiver.name} created`);
      await navigate({ to: '/system/alerts/$receiver', params: { receiver: receiver.name } });
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create webhook receiver"
      form={form}
      onSubmit={({ secret, ...values }) => create.mutate({ body: { ...values, secrets: [secret] } })}
      onDismiss={() => navigate({ to: '/system/alerts', search: true })}
      submitLabel="Create webhook receiver"
      submitting={create.isPending}
      submitError={create.error}
      // The CLI has no command for alert receivers.
      toCommand={({ secret, ...values }) =>
        apiCommand('webhookReceiverCreate', { body: { ...values, secrets: [secret] } })
      }
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextField
        name="endpoint"
        control={form.control}
        label="Endpoint URL"
        required
        placeholder="https://alerts.example.com/hook"
        validate={(value) => validateEndpoint(String(value))}
      />
      <TextField
        name="secret"
        control={form.control}
        label="Secret"
        type="password"
        required
        description="Deliveries are signed with this secret so the receiver can check they came from the rack. More can be added later."
      />
      <CheckboxGroupField
        name="subscriptions"
        control={form.control}
        label="Subscriptions"
        description="The alert classes this receiver gets. Globs such as instance.* can be added on the receiver's page."
        items={(classes.data?.items ?? []).map((alertClass) => ({
          value: alertClass.name,
          label: `${alertClass.name} — ${alertClass.description}`,
        }))}
      />
    </SideModalForm>
  );
}
