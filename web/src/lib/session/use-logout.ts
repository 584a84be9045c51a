import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAppStoreApi, type AppStore } from '../store';

/** SPEC §4 logout: user, selected category, token, recent searches, and every cache (pins included). */
export function logout(store: AppStore, queryClient: QueryClient): void {
  store.getState().logout();
  queryClient.clear();
}

export function useLogout(): () => void {
  const store = useAppStoreApi();
  const queryClient = useQueryClient();
  return useCallback(() => logout(store, queryClient), [store, queryClient]);
}
