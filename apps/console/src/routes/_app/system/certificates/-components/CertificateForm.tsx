import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { apiCommand } from '~/forms/cliCommand';
import { DescriptionField, NameField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { TextFileField } from '~/forms/TextFileField';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { addToast } from '~/stores/toasts';
import { validateCertificatePem, validatePrivateKeyPem } from './pem';

interface CertificateValues {
  name: string;
  description: string;
  cert: string;
  key: string;
}

/** Adds a certificate for the external API endpoint from its PEM certificate chain and private key. */
export function CreateCertificateForm() {
  // The page's rule: certificates belong to the silo, so adding one takes a silo admin.
  const unauthorized = useUnauthorizedReason('manageCertificates');
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<CertificateValues>({
    defaultValues: { name: '', description: '', cert: '', key: '' },
  });
  const create = useApiMutation('certificateCreate', {
    onSuccess: async (certificate) => {
      await invalidate('certificateList');
      addToast(`Certificate ${certificate.name} created`);
      await navigate({ to: '/system/certificates', search: true });
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create certificate"
      form={form}
      onSubmit={(body) => create.mutate({ body: { ...body, service: 'external_api' } })}
      onDismiss={() => navigate({ to: '/system/certificates', search: true })}
      submitLabel="Create certificate"
      submitting={create.isPending}
      submitError={create.error}
      // The CLI has no command for certificates.
      toCommand={(values) =>
        apiCommand('certificateCreate', { body: { ...values, service: 'external_api' } })
      }
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextFileField
        name="cert"
        control={form.control}
        label="Certificate"
        required
        accept=".pem,.crt,.cer"
        description="The PEM certificate chain, the server's certificate first."
        validate={validateCertificatePem}
      />
      <TextFileField
        name="key"
        control={form.control}
        label="Private key"
        required
        accept=".pem,.key"
        description="The certificate's PEM private key."
        validate={validatePrivateKeyPem}
      />
    </SideModalForm>
  );
}
