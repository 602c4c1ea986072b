import { Box } from '@radix-ui/themes';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Logo } from '~/components/Logo';

/**
 * The login pages: a picture of a populated rack on the left and the form on the right. Below 800 px the
 * picture gives way to the form, and the logo moves to the bottom (styles.css).
 */
function AuthLayout() {
  return (
    <div className="auth-layout">
      <div className="auth-hero" role="img" aria-label="A populated server rack" />
      <main className="auth-content">
        <Box width="100%" maxWidth="22rem" style={{ margin: 'auto 0' }}>
          <Outlet />
        </Box>
        <div className="auth-logo">
          <Logo />
        </div>
      </main>
    </div>
  );
}

export const Route = createFileRoute('/_auth')({
  staticData: { crumb: 'Sign in' },
  component: AuthLayout,
});
