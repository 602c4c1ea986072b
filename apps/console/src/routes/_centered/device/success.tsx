import { Flex, Heading, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import CheckCircledIcon from '~icons/radix-icons/check-circled';

function DeviceSuccessPage() {
  return (
    <Flex direction="column" align="center" gap="3">
      <Text color="green" size="8">
        <CheckCircledIcon width="2.5rem" height="2.5rem" aria-hidden />
      </Text>
      <Heading as="h1" size="6">
        Device logged in
      </Heading>
      <Text as="p">You can close this window</Text>
    </Flex>
  );
}

export const Route = createFileRoute('/_centered/device/success')({
  staticData: { crumb: 'Device logged in' },
  component: DeviceSuccessPage,
});
