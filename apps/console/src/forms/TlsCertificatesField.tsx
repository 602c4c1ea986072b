import { validateName } from '@rackconsole/validators';
import { Button, Flex, TextField as RadixTextField, Text, TextArea } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { type ListEditorProps, ListField } from './ListField';

/** A TLS certificate for a silo's endpoint, as the platform takes it (the service is always the API). */
export interface TlsCertificate {
  name: string;
  description: string;
  cert: string;
  key: string;
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/;
const PEM_PRIVATE_KEY = /-----BEGIN ((RSA|EC) )?PRIVATE KEY-----[\s\S]+-----END ((RSA|EC) )?PRIVATE KEY-----/;

/** Why a draft certificate cannot be added, or undefined when it can. */
export function certificateProblem(draft: TlsCertificate): string | undefined {
  if (!draft.name) return 'Name is required';
  const nameProblem = validateName(draft.name);
  if (nameProblem) return nameProblem;
  if (!PEM_CERTIFICATE.test(draft.cert)) return 'Certificate must be a PEM-encoded certificate chain';
  if (!PEM_PRIVATE_KEY.test(draft.key)) return 'Key must be a PEM-encoded private key';
  return undefined;
}

const EMPTY: TlsCertificate = { name: '', description: '', cert: '', key: '' };

function CertificateEditor({ onAdd, onError, errorId }: ListEditorProps<TlsCertificate>) {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY);
  const set = (key: keyof TlsCertificate) => (value: string) => {
    onError(undefined);
    setDraft((previous) => ({ ...previous, [key]: value }));
  };
  const add = () => {
    const problem = certificateProblem(draft);
    onError(problem);
    if (!problem && onAdd({ ...draft, cert: draft.cert.trim(), key: draft.key.trim() })) setDraft(EMPTY);
  };
  const inputs = [
    { key: 'name', label: 'Certificate name', rows: 0 },
    { key: 'description', label: 'Certificate description', rows: 0 },
    { key: 'cert', label: 'Certificate (PEM)', rows: 4 },
    { key: 'key', label: 'Private key (PEM)', rows: 4 },
  ] as const;
  return (
    <Flex direction="column" gap="2">
      {inputs.map(({ key, label, rows }) => (
        <Flex key={key} direction="column" gap="1">
          <Text as="label" size="1" weight="medium" htmlFor={`${id}-${key}`}>
            {label}
          </Text>
          {rows ? (
            <TextArea
              id={`${id}-${key}`}
              rows={rows}
              value={draft[key]}
              aria-describedby={errorId}
              onChange={(event) => set(key)(event.target.value)}
              placeholder={key === 'cert' ? '-----BEGIN CERTIFICATE-----' : '-----BEGIN PRIVATE KEY-----'}
            />
          ) : (
            <RadixTextField.Root
              id={`${id}-${key}`}
              value={draft[key]}
              aria-describedby={errorId}
              onChange={(event) => set(key)(event.target.value)}
              // Enter would submit the whole form; here it adds the certificate being edited.
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
          )}
        </Flex>
      ))}
      <Flex justify="end">
        <Button type="button" variant="soft" size="1" onClick={add}>
          Add certificate
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * The TLS certificates a new silo's endpoint serves: any number, each a name, a description, a PEM
 * certificate chain and its PEM private key. Names must be unique.
 */
export function TlsCertificatesField<Values extends FieldValues>({
  name,
  control,
}: {
  name: FieldPath<Values>;
  control: Control<Values>;
}) {
  return (
    <ListField
      name={name}
      control={control}
      label="TLS certificates"
      description="Certificates for the silo's API and console endpoint, e.g. for *.sys.example.com."
      columns={[
        { header: 'Name', cell: (certificate: TlsCertificate) => certificate.name },
        { header: 'Description', cell: (certificate: TlsCertificate) => certificate.description },
      ]}
      itemKey={(certificate: TlsCertificate) => certificate.name}
      itemText={(certificate: TlsCertificate) => `certificate ${certificate.name}`}
      editor={(props) => <CertificateEditor {...props} />}
    />
  );
}
