import { Button, type ButtonProps } from '@radix-ui/themes';
import type { MouseEvent, ReactNode } from 'react';
import { useLazyTooltip } from './lazyTooltip';

export interface ActionButtonProps extends Omit<ButtonProps, 'loading'> {
  loading?: boolean;
  /** Why the action is unavailable; shown as a tooltip, and the button is disabled. */
  disabledReason?: ReactNode;
}

/**
 * A button that ignores clicks while loading or disabled. A disabled button with a reason stays focusable
 * (aria-disabled) so keyboard users can reach the tooltip that explains it.
 */
export function ActionButton({
  loading = false,
  disabledReason,
  disabled,
  onClick,
  children,
  ...props
}: ActionButtonProps) {
  const inert = loading || disabled || Boolean(disabledReason);
  const Tooltip = useLazyTooltip(Boolean(disabledReason));
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const button = (
    <Button
      {...props}
      loading={loading}
      disabled={disabledReason ? undefined : disabled}
      aria-disabled={inert || undefined}
      data-inert={inert || undefined}
      onClick={handleClick}
    >
      {children}
    </Button>
  );
  if (!disabledReason) return button;
  // Until the tooltip that explains it is in, the refused button only keeps its place: drawn then and drawn
  // again inside the tooltip, it would lose the focus or hover a person had just given it.
  return Tooltip ? (
    <Tooltip content={disabledReason}>{button}</Tooltip>
  ) : (
    <span style={{ visibility: 'hidden' }}>{button}</span>
  );
}
