import { Button, Card, Flex, IconButton, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { TOAST_WIDTH } from '~/constants';
import { removeToast, type Toast } from '~/stores/toasts';
import CheckCircledIcon from '~icons/radix-icons/check-circled';
import Cross2Icon from '~icons/radix-icons/cross-2';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';
import InfoCircledIcon from '~icons/radix-icons/info-circled';

const ICONS = { success: CheckCircledIcon, error: CrossCircledIcon, info: InfoCircledIcon };
const COLORS = { success: 'green', error: 'red', info: 'blue' } as const;

/**
 * Removes the toast once it has been shown, unpaused, for its whole timeout: the clock stops while `paused`
 * (WCAG 2.2.1, time to read it) and goes on with what was left.
 */
function useDismissAfter(toast: Toast, paused: boolean) {
  const remaining = useRef(toast.timeout);
  useEffect(() => {
    if (paused || remaining.current === null) return;
    const started = Date.now();
    const timer = setTimeout(() => removeToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - started;
    };
  }, [toast.id, paused]);
}

/**
 * One toast: icon, title, content, an optional link or action, a Dismiss button; it goes after its timeout,
 * which does not run while `paused`.
 */
export function ToastCard({ toast, paused }: { toast: Toast; paused: boolean }) {
  useDismissAfter(toast, paused);
  const Icon = ICONS[toast.variant];
  return (
    <Card style={{ width: TOAST_WIDTH }} data-variant={toast.variant}>
      <Flex gap="3" align="start">
        <Text color={COLORS[toast.variant]}>
          <Icon aria-hidden />
        </Text>
        <Flex direction="column" gap="1" flexGrow="1">
          <Text weight="bold" size="2">
            {toast.title}
          </Text>
          <Text size="2">{toast.content}</Text>
          {toast.cta ? (
            <Link asChild size="2">
              <RouterLink to={toast.cta.link}>{toast.cta.text}</RouterLink>
            </Link>
          ) : null}
          {toast.action ? (
            <Button
              size="1"
              variant="soft"
              style={{ alignSelf: 'start' }}
              onClick={() => {
                removeToast(toast.id);
                toast.action?.onActivate();
              }}
            >
              {toast.action.text}
            </Button>
          ) : null}
        </Flex>
        <IconButton
          size="1"
          variant="ghost"
          color="gray"
          aria-label="Dismiss"
          onClick={() => removeToast(toast.id)}
        >
          <Cross2Icon />
        </IconButton>
      </Flex>
    </Card>
  );
}
