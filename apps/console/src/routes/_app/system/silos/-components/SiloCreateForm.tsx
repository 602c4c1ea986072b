import type { PlatformCallError, Silo } from '@rackconsole/sdk';
import { Heading, Separator, Text } from '@radix-ui/themes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { call, useInvalidate } from '~/api/queries';
import { IDENTITY_MODE_LABELS, ipPoolPickerQuery } from '~/api/silos';
import { ROLE_LABELS } from '~/components/identities';
import {
  CheckboxField,
  CheckboxGroupField,
  DescriptionField,
  NameField,
  RadioGroupField,
  SelectField,
  TextField,
} from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import {
  defaultSiloValues,
  FLEET_ROLE_LABELS,
  ipPoolLinkRequest,
  MAPPABLE_SILO_ROLES,
  poolLinks,
  type SiloFormValues,
  siloCreateBody,
  siloCreateCommand,
} from '~/forms/siloFormValues';
import { TlsCertificatesField } from '~/forms/TlsCertificatesField';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { addToast } from '~/stores/toasts';
import { QuotaFields } from './QuotaFields';

const fleetRoleItems = Object.entries(FLEET_ROLE_LABELS).map(([value, label]) => ({ value, label }));
const identityModeItems = Object.entries(IDENTITY_MODE_LABELS).map(([value, label]) => ({ value, label }));

/** Links the chosen pools to the new silo; a failure is reported but keeps the silo, which exists by now. */
async function linkPools(silo: Silo, values: SiloFormValues) {
  for (const { pool, isDefault } of poolLinks(values)) {
    try {
      await call('systemIpPoolSiloLink', ipPoolLinkRequest(pool, silo.name, isDefault));
    } catch (error) {
      addToast({
        variant: 'error',
        title: `Could not link IP pool ${pool}`,
        content: `${(error as Error).message}. Link it from the silo's IP Pools tab.`,
      });
    }
  }
}

function Section({ title }: { title: string }) {
  return (
    <>
      <Separator size="4" />
      <Heading as="h3" size="3">
        {title}
      </Heading>
    </>
  );
}

/** Creates a silo with its quotas, certificates, fleet-role mapping and IP pools, then opens it. */
export function SiloCreateForm() {
  const unauthorized = useFleetAdminReason();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<SiloFormValues>({ defaultValues: defaultSiloValues });
  const pools = useQuery(ipPoolPickerQuery());
  const chosenPools = useWatch({ control: form.control, name: 'ipPools' });
  const create = useMutation<Silo, PlatformCallError, SiloFormValues>({
    mutationFn: async (values) => {
      const silo = await call('siloCreate', { body: siloCreateBody(values) });
      await linkPools(silo, values);
      return silo;
    },
    onSuccess: async (silo) => {
      await invalidate('siloList', 'siloUtilizationList', 'systemQuotasList');
      addToast(`Silo ${silo.name} created`);
      await navigate({ to: '/system/silos/$silo/idps', params: { silo: silo.name } });
    },
  });
  const siloPools = (pools.data?.items ?? []).filter((pool) => pool.assignment === 'silos');

  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create silo"
      form={form}
      onSubmit={(values) => create.mutate(values)}
      onDismiss={() => navigate({ to: '/system/silos', search: true })}
      submitLabel="Create silo"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={siloCreateCommand}
      toTerraform={(values) => ({ request: { kind: 'silo', body: siloCreateBody(values) } })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <CheckboxField name="discoverable" control={form.control} label="Discoverable" />
      <RadioGroupField
        name="identityMode"
        control={form.control}
        label="Identity mode"
        required
        items={identityModeItems}
      />
      <TextField
        name="adminGroupName"
        control={form.control}
        label="Admin group name"
        description="This group is created in the silo and given the silo admin role."
      />
      <Section title="Quotas" />
      <QuotaFields control={form.control} />
      {/* The list field names itself, so only a rule sets it apart. */}
      <Separator size="4" />
      <TlsCertificatesField name="tlsCertificates" control={form.control} />
      <Section title="IP pools" />
      {siloPools.length > 0 ? (
        <>
          <CheckboxGroupField
            name="ipPools"
            control={form.control}
            label="IP pools to link"
            items={siloPools.map((pool) => ({ value: pool.name, label: `${pool.name} (${pool.ipVersion})` }))}
          />
          <SelectField
            name="defaultPool"
            control={form.control}
            label="Default IP pool"
            placeholder="No default"
            description="Instances and floating IPs of the silo get addresses from the default pool unless they name one."
            items={chosenPools.map((pool) => ({ value: pool, label: pool }))}
          />
        </>
      ) : (
        <Text size="2" color="gray">
          No IP pools can be linked to silos yet.
        </Text>
      )}
      <Section title="Fleet roles" />
      <Text size="2" color="gray">
        Fleet roles that users with each silo role also get.
      </Text>
      {MAPPABLE_SILO_ROLES.map((role) => (
        <CheckboxGroupField
          key={role}
          name={`fleetRoles.${role}`}
          control={form.control}
          label={`Silo ${ROLE_LABELS[role].toLowerCase()}`}
          items={fleetRoleItems}
        />
      ))}
    </SideModalForm>
  );
}
