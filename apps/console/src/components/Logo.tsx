import { Flex, Text } from '@radix-ui/themes';

/** The console's mark and name, shown on the public (login and device) layouts. */
export function Logo() {
  return (
    <Flex align="center" gap="2">
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={24} height={24} />
      <Text weight="bold" size="3">
        Rack Console
      </Text>
    </Flex>
  );
}
