import type { UserPassword } from '@rackconsole/sdk';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { RadioGroupField, TextField } from '~/forms/fields';

/** Whether a local user gets a password, or may not sign in with one at all. */
export type PasswordMode = UserPassword['mode'];

export interface PasswordValues {
  passwordMode: PasswordMode;
  password: string;
}

/** The platform's longest password. */
export const MAX_PASSWORD_LENGTH = 512;

/** The wire body for the chosen mode: the password is sent only when one is set. */
export const toUserPassword = ({ passwordMode, password }: PasswordValues): UserPassword =>
  passwordMode === 'password' ? { mode: 'password', value: password } : { mode: 'login_disallowed' };

const validatePassword = (value: unknown) =>
  typeof value === 'string' && value.length > MAX_PASSWORD_LENGTH
    ? `Must be ${MAX_PASSWORD_LENGTH} characters or fewer`
    : undefined;

/** The mode choice and, when a password is set, the password itself (required then). */
export function PasswordFields<Values extends FieldValues & PasswordValues>({
  control,
}: {
  control: Control<Values>;
}) {
  const mode = useWatch({ control, name: 'passwordMode' as Path<Values> }) as PasswordMode;
  return (
    <>
      <RadioGroupField
        name={'passwordMode' as Path<Values>}
        control={control}
        label="Password login"
        required
        items={[
          { value: 'password', label: 'Set a password' },
          { value: 'login_disallowed', label: 'No password: password login disallowed' },
        ]}
      />
      {mode === 'password' ? (
        <TextField
          name={'password' as Path<Values>}
          control={control}
          label="Password"
          type="password"
          required
          validate={validatePassword}
        />
      ) : null}
    </>
  );
}
