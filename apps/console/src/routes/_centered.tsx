import { loginUrl } from '@rackconsole/sdk';
import { Theme } from '@radix-ui/themes';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isApiError } from '~/api/errors';
import { apiQuery } from '~/api/queries';
import { Logo } from '~/components/Logo';

/** A single task in the middle of a dark page (device login), with the logo at the bottom. */
function CenteredLayout() {
  return (
    // Dark whatever the chosen theme: the page is always the dark gradient, so text and controls must match it.
    <Theme appearance="dark" hasBackground={false}>
      <div className="centered-layout">
        <main>
          <Outlet />
        </main>
        <div className="centered-logo">
          <Logo />
        </div>
      </div>
    </Theme>
  );
}

/**
 * The centered pages approve a device on behalf of the signed-in user, so they need a session: without one,
 * the user signs in first and comes back here (redirect_uri).
 */
export const Route = createFileRoute('/_centered')({
  beforeLoad: async ({ context, location }) => {
    try {
      await context.queryClient.ensureQueryData(apiQuery('currentUserView'));
    } catch (error) {
      if (isApiError(error) && error.statusCode === 401) throw redirect({ href: loginUrl(location.href) });
      throw error;
    }
  },
  component: CenteredLayout,
});
