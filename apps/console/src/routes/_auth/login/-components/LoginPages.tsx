import { PlatformCallError } from '@rackconsole/sdk';
import { Button, Callout, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '~/api/client';
import { useApiMutation } from '~/api/queries';
import { NameField, TextField } from '~/forms/fields';
import ExclamationTriangleIcon from '~icons/radix-icons/exclamation-triangle';
import { afterLoginHref, type LoginSearch } from './loginSearch';

/** The silo the preview's seeded user belongs to; on a real rack the user types their own. */
const DEFAULT_SILO = 'maze-war';

const chooseRoute = getRouteApi('/_auth/login/');
const localRoute = getRouteApi('/_auth/login/$silo/local');
const samlRoute = getRouteApi('/_auth/login/$silo/saml/$provider');

function LoginError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{error.message}</Callout.Text>
    </Callout.Root>
  );
}

function OtherSiloLink({ search }: { search: LoginSearch }) {
  return (
    <Link asChild size="2">
      <RouterLink to="/login" search={search}>
        Sign in to a different silo
      </RouterLink>
    </Link>
  );
}

/** `/login`: which silo to sign in to, and whether through its identity provider or a local password. */
export function ChooseSiloPage() {
  const search = chooseRoute.useSearch();
  const navigate = useNavigate();
  const form = useForm<{ silo: string; provider: string }>({
    defaultValues: { silo: DEFAULT_SILO, provider: '' },
  });
  const onSubmit = ({ silo, provider }: { silo: string; provider: string }) =>
    provider
      ? navigate({ to: '/login/$silo/saml/$provider', params: { silo, provider }, search })
      : navigate({ to: '/login/$silo/local', params: { silo }, search });
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="6">
        Sign in
      </Heading>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Flex direction="column" gap="4">
          <NameField name="silo" control={form.control} label="Silo" />
          <NameField
            name="provider"
            control={form.control}
            label="Identity provider"
            required={false}
            description="Leave empty to sign in with a username and password."
          />
          <Button type="submit">Continue</Button>
        </Flex>
      </form>
    </Flex>
  );
}

/** `/login/{silo}/local`: username and password; the API's refusal is shown inline, never redirected. */
export function LocalLoginPage() {
  const { silo } = localRoute.useParams();
  const search = localRoute.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<{ username: string; password: string }>({
    defaultValues: { username: '', password: '' },
  });
  const login = useApiMutation('loginLocal', {
    onSuccess: async () => {
      // Whatever was cached (a 401, or another user's data) no longer describes this session.
      queryClient.clear();
      await navigate({ href: afterLoginHref(search) });
    },
  });
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="6">
        Sign in to {silo}
      </Heading>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => login.mutate({ path: { siloName: silo }, body }))}
      >
        <Flex direction="column" gap="4">
          <TextField name="username" control={form.control} label="Username" required autoFocus />
          <TextField name="password" control={form.control} label="Password" type="password" required />
          <LoginError error={login.error} />
          <Button type="submit" loading={login.isPending}>
            Sign in
          </Button>
        </Flex>
      </form>
      <OtherSiloLink search={search} />
    </Flex>
  );
}

/** The platform's SAML endpoint for a provider; `redirect_uri` rides along so the platform can send the user back. */
const samlLoginAction = (silo: string, provider: string, search: LoginSearch) => {
  const query = search.redirect_uri ? `?${new URLSearchParams({ redirect_uri: search.redirect_uri })}` : '';
  return `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}${query}`;
};

/**
 * In preview mode a page navigation never reaches the in-browser mock (service workers let navigations
 * through), so the hand-off is the same POST made by the page; the mock's redirect is not followed (there is
 * no identity provider behind it) and the console goes where the platform would have sent it.
 */
function usePreviewHandOff(silo: string, provider: string, search: LoginSearch) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const result = await api.loginSaml({
        path: { siloName: silo, providerName: provider },
        body: new Blob([]),
        init: { redirect: 'manual' },
      });
      if (result.type === 'success' || result.response.type === 'opaqueredirect') return;
      throw new PlatformCallError('loginSaml', result);
    },
    onSuccess: () => navigate({ href: afterLoginHref(search) }),
  });
}

/** `/login/{silo}/saml/{provider}`: explains the hand-off, then posts to the platform, which redirects to the provider. */
export function SamlLoginPage() {
  const { silo, provider } = samlRoute.useParams();
  const search = samlRoute.useSearch();
  const handOff = usePreviewHandOff(silo, provider, search);
  const onSubmit = (event: FormEvent) => {
    if (!__PREVIEW_MODE__) return;
    event.preventDefault();
    handOff.mutate();
  };
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="6">
        Sign in to {silo}
      </Heading>
      <Text as="p" size="2">
        Silo {silo} signs you in through its identity provider, {provider}. Continue to be sent there, and
        once you have signed in, {provider} sends you back to the console.
      </Text>
      <form method="post" action={samlLoginAction(silo, provider, search)} onSubmit={onSubmit}>
        <Flex direction="column" gap="4">
          <LoginError error={handOff.error} />
          <Button type="submit" loading={handOff.isPending}>
            Sign in with {provider}
          </Button>
        </Flex>
      </form>
      <OtherSiloLink search={search} />
    </Flex>
  );
}
