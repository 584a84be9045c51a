import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';
import type { AuthFailureChannel } from './api-events';

export interface ApiContextValue {
  client: ApiClient;
  authFailures: AuthFailureChannel;
}

export const ApiContext = createContext<ApiContextValue | null>(null);

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <AppProviders>');
  return value;
}

export const useApi = (): ApiClient => useApiContext().client;
export const useAuthFailures = (): AuthFailureChannel => useApiContext().authFailures;
