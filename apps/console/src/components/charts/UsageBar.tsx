import { Flex, Text } from '@radix-ui/themes';
import './charts.css';

/** How full a bar reads: amber from 80%, red once the use exceeds the limit. */
export const usageLevel = (percent: number) => (percent > 100 ? 'over' : percent >= 80 ? 'high' : 'normal');

/** The use as a whole percentage of the limit; a limit of 0 with any use counts as over. */
export const usagePercent = (used: number, limit: number) =>
  limit > 0 ? Math.round((used / limit) * 100) : used > 0 ? Infinity : 0;

/**
 * How much of a limit is used (provisioned CPUs against a quota, say), as a meter: screen readers hear
 * `valueText`, e.g. '12 of 64 CPUs'.
 */
export function UsageBar({
  label,
  used,
  limit,
  valueText,
  showText = true,
}: {
  label: string;
  used: number;
  limit: number;
  valueText: string;
  showText?: boolean;
}) {
  const percent = usagePercent(used, limit);
  const shown = Number.isFinite(percent) ? `${percent}%` : 'over';
  return (
    <Flex direction="column" gap="1" minWidth="8rem">
      <meter
        aria-label={label}
        aria-valuetext={`${valueText} (${shown})`}
        min={0}
        // A meter needs a positive maximum; against a limit of 0, any use fills the bar.
        max={limit > 0 ? limit : 1}
        value={limit > 0 ? Math.min(used, limit) : used > 0 ? 1 : 0}
        className="usage-bar"
        data-level={usageLevel(percent)}
      />
      {showText ? (
        <Text size="1" color="gray" aria-hidden>
          {valueText} ({shown})
        </Text>
      ) : null}
    </Flex>
  );
}
