import {
  NO_GROUPS_NOTICE,
  PAGE_NOT_FOUND_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  TRY_AGAIN_MESSAGE,
} from '@rackconsole/sdk';
import { Button, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useContext, useState } from 'react';
import { isApiError } from '~/api/errors';
import { useHasNoGroupsOrRole } from '~/hooks/usePermissions';
import { useSignOut } from '~/hooks/useSignOut';
import { InsideMainLandmark } from './landmarks';

function ErrorFrame({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const signOut = useSignOut();
  // Inside the app frame the screen fills its <main>; before the frame exists (its own load failed) it is one.
  const insideMain = useContext(InsideMainLandmark);
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="4"
      className="error-screen"
      role={insideMain ? undefined : 'main'}
    >
      <Heading as="h1" size="7">
        {title}
      </Heading>
      {children}
      <Flex gap="4" align="center">
        {action}
        <Button variant="soft" onClick={signOut}>
          Sign out
        </Button>
        <Link asChild>
          <RouterLink to="/">Back to console</RouterLink>
        </Link>
      </Flex>
    </Flex>
  );
}

/** Spec §2: unknown paths and resources that do not exist (or are not visible to the user). */
export function NotFound() {
  return (
    <ErrorFrame title={PAGE_NOT_FOUND_MESSAGE}>
      <Text as="p" align="center">
        The page you are looking for doesn't exist or you may not have access to it.
      </Text>
    </ErrorFrame>
  );
}

/** On a 403, checks whether the user has no groups and no role on the silo (spec §6). */
function NoGroupsNotice() {
  if (!useHasNoGroupsOrRole()) return null;
  return (
    <Text as="p" align="center" color="amber">
      {NO_GROUPS_NOTICE}
    </Text>
  );
}

/**
 * Runs again what failed, without reloading the document (which would also wipe the preview's data): failed
 * reads are reset so loaders and components fetch them afresh instead of meeting the cached error, then the
 * router reloads every route of the page; once that settles, the route's error boundary lets the page render.
 * A 401 on the way still goes to sign-in (the query cache's error handler).
 */
function TryAgainButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const [retrying, setRetrying] = useState(false);
  const tryAgain = async () => {
    setRetrying(true);
    try {
      queryErrorResetBoundary.reset();
      await queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
      await router.invalidate();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Button onClick={tryAgain} loading={retrying}>
      Try again
    </Button>
  );
}

/** Spec §8: a 404 from a query is 'Page not found'; anything else, including 403 and crashes, 'Something went wrong'. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  if (isApiError(error) && error.statusCode === 404) return <NotFound />;
  return (
    <ErrorFrame title={SOMETHING_WENT_WRONG_MESSAGE} action={<TryAgainButton />}>
      <Text as="p" align="center">
        {TRY_AGAIN_MESSAGE}
      </Text>
      {isApiError(error) && error.statusCode === 403 ? <NoGroupsNotice /> : null}
    </ErrorFrame>
  );
}
