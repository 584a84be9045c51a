import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api';
import { useAppStoreApi } from '../../lib/store';
import type { Credentials } from './api/request-token';
import { completeLogin, runLogin, type LoginOptions, type LoginOutcome } from './login-flow';

/** The login flow bound to the app's client, store and cache, with a pending flag for the form. */
export function useLogin() {
  const api = useApi();
  const store = useAppStoreApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const track = useCallback(async (work: () => Promise<LoginOutcome>) => {
    setPending(true);
    try {
      return await work();
    } finally {
      setPending(false);
    }
  }, []);

  const login = useCallback(
    (credentials: Credentials, options?: LoginOptions) =>
      track(() => runLogin({ api, store, queryClient }, credentials, options)),
    [api, store, queryClient, track],
  );

  /** Third-party web login returned a token: keep it and load the user it belongs to. */
  const loginWithToken = useCallback(
    (token: string) =>
      track(() => {
        store.getState().setToken(token);
        return completeLogin({ api, store, queryClient });
      }),
    [api, store, queryClient, track],
  );

  return { login, loginWithToken, pending };
}
