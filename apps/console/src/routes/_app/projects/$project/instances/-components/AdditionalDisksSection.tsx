import { diskCan, formatBytes, GIB } from '@rackconsole/sdk';
import { generateName } from '@rackconsole/validators';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { apiQuery } from '~/api/queries';
import { BlockSizeField } from '~/forms/DiskFields';
import { DescriptionField, NameField, SelectField, TextField } from '~/forms/fields';
import { ItemsTable } from '~/forms/ItemsTable';
import type { AdditionalDiskValues, InstanceCreateValues } from '~/forms/instanceCreateValues';
import { validateDiskGiB } from '~/forms/instanceLimits';
import { ModalForm } from '~/forms/ModalForm';

type NewDisk = Extract<AdditionalDiskValues, { type: 'create' }>;
/** Selects hold strings, so the block size is a string until the disk is added. */
type NewDiskForm = Omit<NewDisk, 'blockSize'> & { blockSize: string };

/** The platform attaches at most 12 disks to an instance, boot disk included. */
const MAX_DISKS = 12;

function NewDiskDialog({
  onAdd,
  onDismiss,
  taken,
}: {
  onAdd: (disk: NewDisk) => void;
  onDismiss: () => void;
  taken: string[];
}) {
  const form = useForm<NewDiskForm>({
    defaultValues: {
      type: 'create',
      name: generateName('disk'),
      description: '',
      sizeGiB: 10,
      diskType: 'distributed',
      blockSize: '4096',
    },
  });
  const diskType = useWatch({ control: form.control, name: 'diskType' });
  return (
    <ModalForm
      title="Create disk"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Add disk"
      onSubmit={(disk) => {
        if (taken.includes(disk.name)) {
          form.setError('name', { message: 'Another disk of this instance has this name' });
          return;
        }
        onAdd({ ...disk, blockSize: Number(disk.blockSize) as NewDisk['blockSize'] });
      }}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextField
        name="sizeGiB"
        control={form.control}
        label="Size (GiB)"
        type="number"
        required
        validate={(value) => validateDiskGiB(value)}
      />
      <SelectField
        name="diskType"
        control={form.control}
        label="Disk type"
        required
        items={[
          { value: 'distributed', label: 'Distributed (replicated across sleds)' },
          { value: 'local', label: 'Local (on the sled running the instance)' },
        ]}
      />
      {diskType === 'distributed' ? <BlockSizeField name="blockSize" control={form.control} /> : null}
    </ModalForm>
  );
}

function ExistingDiskDialog({
  project,
  onAdd,
  onDismiss,
  taken,
}: {
  project: string;
  onAdd: (disk: AdditionalDiskValues) => void;
  onDismiss: () => void;
  taken: string[];
}) {
  const disks = useQuery(apiQuery('diskList', { query: { project, limit: 100 } }));
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const available = (disks.data?.items ?? []).filter(
    (disk) => diskCan.attach(disk) && !taken.includes(disk.name),
  );
  return (
    <ModalForm
      title="Attach existing disk"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Attach disk"
      onSubmit={({ name }) => onAdd({ type: 'attach', name })}
    >
      <SelectField
        name="name"
        control={form.control}
        label="Disk"
        required
        description="Only detached disks can be attached"
        items={available.map((disk) => ({
          value: disk.name,
          label: `${disk.name} (${formatBytes(disk.size)})`,
        }))}
        placeholder={available.length ? 'Select a disk' : 'No detached disks'}
      />
    </ModalForm>
  );
}

/** Disks besides the boot disk: new blank disks, or existing detached ones. */
export function AdditionalDisksSection({
  project,
  form,
}: {
  project: string;
  form: UseFormReturn<InstanceCreateValues>;
}) {
  const [dialog, setDialog] = useState<'create' | 'attach' | null>(null);
  const [disks, bootSource, bootDiskName, existingBootDisk] = useWatch({
    control: form.control,
    name: ['disks', 'bootSource', 'bootDiskName', 'existingBootDisk'],
  });
  const taken = [...disks.map((disk) => disk.name), bootSource === 'disk' ? existingBootDisk : bootDiskName];
  const full = disks.length + (bootSource === 'none' ? 0 : 1) >= MAX_DISKS;
  const add = (disk: AdditionalDiskValues) => {
    form.setValue('disks', [...disks, disk]);
    setDialog(null);
  };
  return (
    <Flex direction="column" gap="3">
      <ItemsTable
        caption="Additional disks"
        columns={[
          { header: 'Name', cell: (disk) => disk.name },
          {
            header: 'Kind',
            cell: (disk) => (disk.type === 'create' ? `New ${disk.diskType} disk` : 'Existing disk'),
          },
          {
            header: 'Size',
            cell: (disk) => (disk.type === 'create' ? formatBytes(disk.sizeGiB * GIB) : '—'),
          },
        ]}
        items={disks}
        keyOf={(disk) => disk.name}
        removeLabel={(disk) => `Remove disk ${disk.name}`}
        onRemove={(index) =>
          form.setValue(
            'disks',
            disks.filter((_, other) => other !== index),
          )
        }
        empty="No additional disks."
      />
      <Flex gap="3">
        <Button type="button" variant="soft" disabled={full} onClick={() => setDialog('create')}>
          Create new disk
        </Button>
        <Button type="button" variant="soft" disabled={full} onClick={() => setDialog('attach')}>
          Attach existing disk
        </Button>
      </Flex>
      {full ? (
        <Text size="1" color="gray">
          An instance can have at most {MAX_DISKS} disks.
        </Text>
      ) : null}
      {dialog === 'create' ? (
        <NewDiskDialog taken={taken} onAdd={add} onDismiss={() => setDialog(null)} />
      ) : null}
      {dialog === 'attach' ? (
        <ExistingDiskDialog project={project} taken={taken} onAdd={add} onDismiss={() => setDialog(null)} />
      ) : null}
    </Flex>
  );
}
