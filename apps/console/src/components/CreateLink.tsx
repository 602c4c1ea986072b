import { Button } from '@radix-ui/themes';
import type { ReactElement, ReactNode } from 'react';
import { ActionButton } from './ActionButton';

/**
 * A page's create action: the link to its form (`children`, a router link around the label), or, when the
 * user may not create (spec §6, the same rule as the page's row actions), a disabled button saying why.
 */
export function CreateLink({
  disabledReason,
  children,
}: {
  disabledReason?: string;
  children: ReactElement<{ children?: ReactNode }>;
}) {
  if (disabledReason) {
    return <ActionButton disabledReason={disabledReason}>{children.props.children}</ActionButton>;
  }
  return <Button asChild>{children}</Button>;
}
