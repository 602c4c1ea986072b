import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { TextField } from '~/forms/fields';
import { type QuotaValues, validateQuota } from '~/forms/quotaValues';

/** The three quota inputs, shared by silo create and the quotas tab; `hints` adds a line under each. */
export function QuotaFields<Values extends QuotaValues>({
  control,
  hints,
}: {
  control: Control<Values>;
  hints?: Partial<Record<keyof QuotaValues, ReactNode>>;
}) {
  // The fields only touch the quota keys, which every form using them has.
  const quotaControl = control as unknown as Control<QuotaValues>;
  return (
    <>
      <TextField
        name="cpus"
        control={quotaControl}
        label="CPU quota"
        type="number"
        required
        validate={validateQuota}
        description={hints?.cpus}
      />
      <TextField
        name="memoryGib"
        control={quotaControl}
        label="Memory quota (GiB)"
        type="number"
        required
        validate={validateQuota}
        description={hints?.memoryGib}
      />
      <TextField
        name="storageGib"
        control={quotaControl}
        label="Storage quota (GiB)"
        type="number"
        required
        validate={validateQuota}
        description={hints?.storageGib}
      />
    </>
  );
}
