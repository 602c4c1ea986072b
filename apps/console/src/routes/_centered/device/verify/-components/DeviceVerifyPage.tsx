import { DEVICE_CODE_INVALID_MESSAGE } from '@rackconsole/sdk';
import { formatUserCode, isCompleteDeviceCode } from '@rackconsole/validators';
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useApiMutation } from '~/api/queries';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';
import { DeviceCodeInput, emptyDeviceCode } from './DeviceCodeInput';

/**
 * Approves a device (spec §2, §4): idle until the 8 letters are in, pending while the platform checks the
 * code, then the success screen, or 'Code is invalid' (the cause is deliberately not told apart).
 */
export function DeviceVerifyPage() {
  const [boxes, setBoxes] = useState(emptyDeviceCode);
  const navigate = useNavigate();
  const confirm = useApiMutation('deviceAuthConfirm', {
    onSuccess: () => navigate({ to: '/device/success' }),
  });
  const code = boxes.join('');
  // Once the platform has the code (or accepted it) the same code cannot be sent twice.
  const locked = confirm.isPending || confirm.isSuccess;
  const edit = (next: string[]) => {
    setBoxes(next);
    if (confirm.isError) confirm.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteDeviceCode(code) || locked) return;
    confirm.mutate({ body: { userCode: formatUserCode(code) } });
  };

  return (
    <form onSubmit={submit} aria-labelledby="device-heading">
      <Flex direction="column" align="center" gap="5" p="5">
        <Heading as="h1" size="7" id="device-heading">
          Device Authentication
        </Heading>
        <Text as="p" id="device-code-help">
          Enter the code shown on your device
        </Text>
        <DeviceCodeInput value={boxes} onChange={edit} disabled={locked} describedBy="device-code-help" />
        {confirm.isError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <CrossCircledIcon aria-label="Error" />
            </Callout.Icon>
            <Callout.Text>{DEVICE_CODE_INVALID_MESSAGE}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Button
          type="submit"
          size="3"
          disabled={!isCompleteDeviceCode(code) || locked}
          loading={confirm.isPending}
        >
          Log in on device
        </Button>
      </Flex>
    </form>
  );
}
