import { Tooltip as RadixTooltip } from '@radix-ui/themes';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TRUNCATED_TOOLTIP_DELAY_MS } from '~/constants';

/**
 * Opens after 250 ms on hover or focus (300 ms for truncated text); Escape and an outside press close it
 * (Radix handles both). Each tooltip has its own provider, so each waits its own delay rather than opening at
 * once after another tooltip has closed, as under the provider \`Theme\` puts around the app.
 */
export function Tooltip({
  content,
  children,
  truncated = false,
}: {
  content: ReactNode;
  children: ReactElement;
  truncated?: boolean;
}) {
  return (
    <TooltipPrimitive.Provider skipDelayDuration={0}>
      <RadixTooltip
        content={content}
        delayDuration={truncated ? TRUNCATED_TOOLTIP_DELAY_MS : TOOLTIP_DELAY_MS}
      >
        {children}
      </RadixTooltip>
    </TooltipPrimitive.Provider>
  );
}
