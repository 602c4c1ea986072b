import { truncate } from '@rackconsole/sdk';
import { Text } from '@radix-ui/themes';
import { Tooltip } from './Tooltip';

/** Text cut to `maxLength` (limit − 2 characters plus an ellipsis) with the full text in a tooltip. */
export function TruncatedText({ text, maxLength }: { text: string; maxLength: number }) {
  const shown = truncate(text, maxLength);
  if (shown === text) return <Text>{text}</Text>;
  return (
    <Tooltip content={text} truncated>
      <Text tabIndex={0} aria-label={text}>
        {shown}
      </Text>
    </Tooltip>
  );
}
