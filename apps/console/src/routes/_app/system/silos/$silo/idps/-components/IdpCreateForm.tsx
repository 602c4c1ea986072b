import type { Params, PlatformCallError, SamlIdentityProvider } from '@rackconsole/sdk';
import { Heading, Separator } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { call, useInvalidate } from '~/api/queries';
import { validateBodyFile } from '~/forms/bodyFile';
import { apiCommand } from '~/forms/cliCommand';
import { FileField } from '~/forms/FileField';
import { DescriptionField, NameField, RadioGroupField, TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';
import { derBase64, fileToBase64 } from './fileEncoding';

interface IdpFormValues {
  name: string;
  description: string;
  acsUrl: string;
  idpEntityId: string;
  spClientId: string;
  sloUrl: string;
  technicalContactEmail: string;
  metadataSource: 'url' | 'file';
  metadataUrl: string;
  metadataFile: File | null;
  signingCert: File | null;
  signingKey: File | null;
  groupAttributeName: string;
}

const defaultValues: IdpFormValues = {
  name: '',
  description: '',
  acsUrl: '',
  idpEntityId: '',
  spClientId: '',
  sloUrl: '',
  technicalContactEmail: '',
  metadataSource: 'url',
  metadataUrl: '',
  metadataFile: null,
  signingCert: null,
  signingKey: null,
  groupAttributeName: '',
};

const validateUrl = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'Must be an http or https URL';
  } catch {
    return 'Must be a URL, like https://idp.example.com/saml/metadata';
  }
};

const validateEmail = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[^\s@]+@[^\s@]+$/.test(value)
    ? 'Must be an email address'
    : undefined;

type IdpBody = Params<'samlIdentityProviderCreate'>['body'];

/** What the chosen files hold, as the platform takes it: metadata XML as base64, the key pair as base64 DER. */
interface IdpFiles {
  metadataXml: string | null;
  signingKeypair: IdpBody['signingKeypair'];
}

async function readIdpFiles(values: IdpFormValues): Promise<IdpFiles> {
  return {
    metadataXml:
      values.metadataSource === 'file' && values.metadataFile
        ? await fileToBase64(values.metadataFile)
        : null,
    signingKeypair:
      values.signingCert && values.signingKey
        ? { publicCert: await derBase64(values.signingCert), privateKey: await derBase64(values.signingKey) }
        : null,
  };
}

/** The create request of the form's values, with what the chosen files hold. */
function idpBody(values: IdpFormValues, files: IdpFiles): IdpBody {
  return {
    name: values.name,
    description: values.description,
    acsUrl: values.acsUrl,
    idpEntityId: values.idpEntityId,
    spClientId: values.spClientId,
    sloUrl: values.sloUrl,
    technicalContactEmail: values.technicalContactEmail,
    groupAttributeName: values.groupAttributeName.trim() || null,
    idpMetadataSource:
      values.metadataSource === 'url'
        ? { type: 'url', url: values.metadataUrl }
        : { type: 'base64_encoded_xml', data: files.metadataXml ?? '' },
    signingKeypair: files.signingKeypair,
  };
}

const samlCreateBody = async (values: IdpFormValues) => idpBody(values, await readIdpFiles(values));

/**
 * The chosen files read for the Terraform tab, again whenever a file changes (the tab is written at each
 * keystroke and cannot wait for a file): `undefined` while reading.
 */
function useIdpFiles(form: UseFormReturn<IdpFormValues>): IdpFiles | { problem: string } | undefined {
  const [source, metadataFile, signingCert, signingKey] = useWatch({
    control: form.control,
    name: ['metadataSource', 'metadataFile', 'signingCert', 'signingKey'],
  });
  const [files, setFiles] = useState<IdpFiles | { problem: string }>();
  useEffect(() => {
    let current = true;
    setFiles(undefined);
    readIdpFiles({ ...form.getValues(), metadataSource: source, metadataFile, signingCert, signingKey }).then(
      (read) => current && setFiles(read),
      (error: Error) => current && setFiles({ problem: error.message }),
    );
    return () => {
      current = false;
    };
  }, [form, source, metadataFile, signingCert, signingKey]);
  return files;
}

/**
 * The CLI has no command for identity providers: the API call, with the chosen files' contents in the body
 * as the form sends them.
 */
async function idpCreateCommand(silo: string, values: IdpFormValues): Promise<string> {
  if (values.metadataSource === 'file' && !values.metadataFile) {
    throw new Error('Choose the metadata XML file to see the command');
  }
  return apiCommand('samlIdentityProviderCreate', { query: { silo }, body: await samlCreateBody(values) });
}

/** Adds a SAML identity provider to the silo, with every setting the platform takes. */
export function IdpCreateForm() {
  const silo = useSiloSelector();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<IdpFormValues>({ defaultValues });
  const files = useIdpFiles(form);
  const [name, source, signingCert, signingKey] = useWatch({
    control: form.control,
    name: ['name', 'metadataSource', 'signingCert', 'signingKey'],
  });
  // The assertion consumer service is this console's SAML login route for the provider, so it follows the
  // name until the user types their own.
  useEffect(() => {
    if (form.getFieldState('acsUrl').isDirty) return;
    const login = `${window.location.origin}${import.meta.env.BASE_URL}login/${silo}/saml/${name}`;
    form.setValue('acsUrl', name ? login : '');
  }, [form, name, silo]);
  const back = () => navigate({ to: '/system/silos/$silo/idps', search: true, params: { silo } });
  const create = useMutation<SamlIdentityProvider, PlatformCallError, IdpFormValues>({
    mutationFn: async (values) =>
      call('samlIdentityProviderCreate', { query: { silo }, body: await samlCreateBody(values) }),
    onSuccess: async (provider) => {
      await invalidate('siloIdentityProviderList');
      addToast(`Identity provider ${provider.name} created`);
      await back();
    },
  });
  return (
    <SideModalForm
      title="Create identity provider"
      form={form}
      onSubmit={(values) => create.mutate(values)}
      onDismiss={back}
      submitLabel="Create provider"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={(values) => idpCreateCommand(silo, values)}
      toTerraform={(values) => {
        if (values.metadataSource === 'file' && !values.metadataFile)
          throw new Error('Choose the metadata XML file to see the Terraform');
        if (!files) throw new Error('Reading the chosen files…');
        if ('problem' in files) throw new Error(files.problem);
        return { request: { kind: 'samlIdentityProvider', silo, body: idpBody(values, files) } };
      }}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextField
        name="acsUrl"
        control={form.control}
        label="ACS URL"
        required
        validate={validateUrl}
        description="Where the identity provider sends its assertions: this console's login route for the provider."
      />
      <TextField name="idpEntityId" control={form.control} label="Entity ID" required />
      <TextField name="spClientId" control={form.control} label="SP client ID" required />
      <TextField name="sloUrl" control={form.control} label="SLO URL" required validate={validateUrl} />
      <TextField
        name="technicalContactEmail"
        control={form.control}
        label="Technical contact email"
        required
        validate={validateEmail}
      />
      <TextField
        name="groupAttributeName"
        control={form.control}
        label="Group attribute name"
        description="The SAML attribute that lists a user's groups, e.g. groups."
      />
      <Separator size="4" />
      <Heading as="h3" size="3">
        Identity provider metadata
      </Heading>
      <RadioGroupField
        name="metadataSource"
        control={form.control}
        label="Metadata source"
        required
        items={[
          { value: 'url', label: 'URL' },
          { value: 'file', label: 'XML file' },
        ]}
      />
      {source === 'url' ? (
        <TextField
          name="metadataUrl"
          control={form.control}
          label="Metadata URL"
          required
          validate={validateUrl}
        />
      ) : (
        <FileField
          name="metadataFile"
          control={form.control}
          label="Metadata XML file"
          required
          accept=".xml,application/xml,text/xml"
          validate={validateBodyFile}
        />
      )}
      <Separator size="4" />
      <Heading as="h3" size="3">
        Request signing
      </Heading>
      <FileField
        name="signingCert"
        control={form.control}
        label="Public certificate"
        description="The certificate of the key pair the silo signs its requests with, DER or PEM."
        accept=".der,.cer,.crt,.pem"
        required={Boolean(signingKey)}
        validate={validateBodyFile}
      />
      <FileField
        name="signingKey"
        control={form.control}
        label="Private key"
        description="The private key of that pair, DER or PEM."
        accept=".der,.key,.pem"
        required={Boolean(signingCert)}
        validate={validateBodyFile}
      />
    </SideModalForm>
  );
}
