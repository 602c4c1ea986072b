import { diskCan, formatBytes, type Params } from '@rackconsole/sdk';
import { DataList } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { snapshotDiskChoicesQuery, snapshotQuery } from '~/api/snapshots';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField, SelectField } from '~/forms/fields';
import { imageCreateCommand, imageCreateRequest } from '~/forms/ImageCreateForm';
import { EMPTY_IMAGE, ImageFields, type ImageValues } from '~/forms/ImageFields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';

const snapshotImageRoute = getRouteApi(
  '/_app/projects/$project/_snapshots-list/snapshots/$snapshot/images-new',
);

interface SnapshotValues {
  name: string;
  description: string;
  disk: string;
}

/** The create request of the form's values. */
export const snapshotCreateRequest = (project: string, body: SnapshotValues): Params<'snapshotCreate'> => ({
  query: { project },
  body,
});

export const snapshotCreateCommand = (project: string, { name, description, disk }: SnapshotValues) =>
  rackctl(['snapshot', 'create', name], { project, disk, description });

/** Takes a snapshot of one of the project's disks. */
export function SnapshotCreateForm() {
  const project = useProjectParam();
  const unauthorized = useUnauthorizedReason('manageSnapshots', project);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const disks = useQuery(snapshotDiskChoicesQuery(project));
  // Spec §4: only attached or detached disks can be snapshotted, and the platform snapshots distributed disks.
  const choices = (disks.data?.items ?? []).filter(
    (disk) => disk.diskType !== 'local' && diskCan.snapshot(disk),
  );
  const form = useForm<SnapshotValues>({ defaultValues: { name: '', description: '', disk: '' } });
  const toList = () => navigate({ to: '/projects/$project/snapshots', search: true, params: { project } });
  const create = useApiMutation('snapshotCreate', {
    onSuccess: async (snapshot) => {
      await invalidate('snapshotList');
      addToast(`Snapshot ${snapshot.name} created`);
      await toList();
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create snapshot"
      form={form}
      onSubmit={(values) => create.mutate(snapshotCreateRequest(project, values))}
      onDismiss={toList}
      submitLabel="Create snapshot"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={(values) => snapshotCreateCommand(project, values)}
      toTerraform={(values) => ({
        request: { kind: 'snapshot', project, body: snapshotCreateRequest(project, values).body },
      })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <SelectField
        name="disk"
        control={form.control}
        label="Disk"
        required
        description="Only attached or detached distributed disks can be snapshotted"
        placeholder={choices.length ? 'Select a disk' : 'No disks can be snapshotted'}
        items={choices.map((disk) => ({
          value: disk.name,
          label: `${disk.name} (${formatBytes(disk.size)})`,
        }))}
      />
    </SideModalForm>
  );
}

/** Makes a project image from a ready snapshot, named in the route. */
export function SnapshotImageForm() {
  const { project, snapshot: name } = snapshotImageRoute.useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const snapshot = useQuery(snapshotQuery(project, name));
  const form = useForm<{ image: ImageValues }>({ defaultValues: { image: EMPTY_IMAGE } });
  const toList = () => navigate({ to: '/projects/$project/snapshots', search: true, params: { project } });
  const create = useApiMutation('imageCreate', {
    onSuccess: async (image) => {
      await invalidate('imageList');
      addToast({
        content: `Image ${image.name} created`,
        cta: { text: 'View images', link: `/projects/${project}/images` },
      });
      await toList();
    },
  });
  return (
    <SideModalForm
      title="Create image from snapshot"
      form={form}
      onSubmit={({ image }) => {
        if (!snapshot.data) return;
        create.mutate(imageCreateRequest(project, image, snapshot.data.id));
      }}
      onDismiss={toList}
      submitLabel="Create image"
      submitting={create.isPending}
      submitError={create.error ?? snapshot.error}
      toCommand={({ image }) => imageCreateCommand(project, image, name)}
      toTerraform={({ image }) => {
        // The provider takes the snapshot by id only: there is nothing to write until it is read.
        if (!snapshot.data) throw new Error(`Reading snapshot ${name}…`);
        return {
          request: {
            kind: 'image',
            project,
            body: imageCreateRequest(project, image, snapshot.data.id).body,
          },
        };
      }}
    >
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>Snapshot</DataList.Label>
          <DataList.Value>
            <TruncatedText text={name} maxLength={NAME_LIMITS.cell} />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Size</DataList.Label>
          <DataList.Value>{snapshot.data ? formatBytes(snapshot.data.size) : '…'}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <ImageFields control={form.control} />
    </SideModalForm>
  );
}
