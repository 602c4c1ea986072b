import { Button, Callout, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { instanceQuery } from '~/api/instances';
import { sshKeysQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { PageHeader } from '~/components/PageHeader';
import { SectionCard } from '~/components/SectionCard';
import { FormCliCommandButton } from '~/forms/FormCliCommand';
import { CheckboxField, DescriptionField, NameField, TextField } from '~/forms/fields';
import {
  bootDiskNamer,
  type InstanceCommandContext,
  instanceCreateCommand,
  instanceRequestNames,
} from '~/forms/instanceCreateCommand';
import {
  defaultInstanceValues,
  type InstanceCreateValues,
  similarInstanceValues,
  toInstanceCreate,
  validateHostname,
} from '~/forms/instanceCreateValues';
import { UnauthorizedCallout } from '~/forms/UnauthorizedCallout';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';
import { AdditionalDisksSection } from './AdditionalDisksSection';
import { AdvancedSection } from './AdvancedSection';
import { BootDiskSection, defaultBootSource, useBootSources } from './BootDiskSection';
import { NetworkSection } from './NetworkSection';
import { SizeSection } from './SizeSection';
import { SshKeysSection } from './SshKeysSection';

/** The instance create form: every option of the create call, with defaults that make a working instance. */
export function InstanceCreatePage() {
  const project = useProjectParam();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('createInstances', project);
  const sources = useBootSources(project);
  const sshKeys = useQuery(sshKeysQuery);
  const [nameBootDisk] = useState(bootDiskNamer);
  const context: InstanceCommandContext = {
    project,
    siloImages: sources.siloImages,
    projectImages: sources.projectImages,
    userSshKeys: (sshKeys.data?.items ?? []).map((key) => key.name),
    nameBootDisk,
  };
  // 'Create similar' names the instance to start from; the route loader fetched it.
  const { from } = useSearch({ from: '/_app/projects/$project/instances-new' });
  const similarTo = useQuery({ ...instanceQuery(project, from ?? ''), enabled: Boolean(from) }).data;
  // The route loader fetched images and keys, so the defaults can start from the first image and give
  // the instance every key the user has.
  const defaults: InstanceCreateValues = {
    ...defaultInstanceValues(defaultBootSource(sources)),
    siloImageId: sources.siloImages[0]?.id ?? '',
    projectImageId: sources.projectImages[0]?.id ?? '',
    sshKeys: (sshKeys.data?.items ?? []).map((key) => key.name),
  };
  const form = useForm<InstanceCreateValues>({
    defaultValues: similarTo ? similarInstanceValues(defaults, similarTo) : defaults,
  });
  // The full-page form opens on its first field, as the side panels do.
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);
  const create = useApiMutation('instanceCreate', {
    onSuccess: async (instance) => {
      await invalidate('instanceList', 'diskList', 'floatingIpList');
      addToast(`Instance ${instance.name} created`);
      await navigate({
        to: '/projects/$project/instances/$instance/storage',
        params: { project, instance: instance.name },
      });
    },
  });
  const onSubmit = (values: InstanceCreateValues) =>
    create.mutate({ query: { project }, body: toInstanceCreate(values, instanceRequestNames(context)) });

  return (
    <>
      <PageHeader title="Create instance" docs="instances" />
      <form noValidate aria-label="Create instance" onSubmit={form.handleSubmit(onSubmit)}>
        <Flex direction="column" gap="4" pb="6" className="instance-create-form">
          <UnauthorizedCallout reason={unauthorized} />
          <SectionCard title="Basics">
            <NameField name="name" control={form.control} />
            <DescriptionField name="description" control={form.control} />
            <TextField
              name="hostname"
              control={form.control}
              label="Hostname"
              description="Blank for the instance name"
              validate={validateHostname}
            />
          </SectionCard>
          <SectionCard title="Size">
            <SizeSection form={form} />
          </SectionCard>
          <SectionCard title="Boot disk">
            <BootDiskSection project={project} form={form} />
          </SectionCard>
          <SectionCard title="Additional disks">
            <AdditionalDisksSection project={project} form={form} />
          </SectionCard>
          <SectionCard title="Authentication">
            <SshKeysSection form={form} />
          </SectionCard>
          <SectionCard title="Networking">
            <NetworkSection project={project} form={form} />
          </SectionCard>
          <SectionCard title="Advanced">
            <AdvancedSection project={project} form={form} />
          </SectionCard>
          <CheckboxField name="start" control={form.control} label="Start the instance once it is created" />
          {create.error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{create.error.message}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex gap="3" justify="end">
            <Flex mr="auto">
              <FormCliCommandButton
                form={form}
                toCommand={(values) => instanceCreateCommand(values, context)}
                toTerraform={(values) => ({
                  request: {
                    kind: 'instance',
                    project,
                    body: toInstanceCreate(values, instanceRequestNames(context)),
                  },
                  images: Object.fromEntries([
                    ...context.siloImages.map((image) => [image.id, { name: image.name }]),
                    ...context.projectImages.map((image) => [image.id, { name: image.name, project }]),
                  ]),
                })}
              />
            </Flex>
            <Button asChild variant="soft" color="gray">
              <RouterLink to="/projects/$project/instances" params={{ project }}>
                Cancel
              </RouterLink>
            </Button>
            <ActionButton type="submit" loading={create.isPending} disabledReason={unauthorized}>
              Create instance
            </ActionButton>
          </Flex>
        </Flex>
      </form>
    </>
  );
}
