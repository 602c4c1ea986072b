import { loginUrl } from '@rackconsole/sdk';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '~/api/errors';
import { apiQuery } from '~/api/queries';
import { AppLayout } from '~/layouts/AppLayout';
import { PageSkeleton } from '~/layouts/PageSkeleton';

/** Every authenticated page: the signed-in user is loaded first; without a session, off to login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    try {
      await context.queryClient.ensureQueryData(apiQuery('currentUserView'));
    } catch (error) {
      if (isApiError(error) && error.statusCode === 401) throw redirect({ href: loginUrl(location.href) });
      throw error;
    }
  },
  component: AppLayout,
  pendingComponent: PageSkeleton,
});
