import { loginUrl } from '@rackconsole/sdk';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '~/api/errors';
import { apiQuery } from '~/api/queries';
import { AppLayout } from '~/layouts/AppLayout';
import { PageSkeleton } from '~/layouts/PageSkeleton';

/**
 * Every authenticated page: the signed-in user is loaded, and without a session it is off to login. In the
 * loader, not beforeLoad: the router runs the pages' loaders only after every beforeLoad is done, so the page's
 * own calls would wait for this one; loaders run together (a page's call refused for want of a session goes
 * to login too, router.tsx).
 */
export const Route = createFileRoute('/_app')({
  loader: async ({ context, location }) => {
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
