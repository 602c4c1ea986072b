import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '~/api/client';

/** Ends the session (POST /v1/logout with an empty payload), forgets cached data and goes to the login page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await api.logout();
    queryClient.clear();
    await navigate({ to: '/login' });
  };
}
