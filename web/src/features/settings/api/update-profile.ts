import { useMutation } from '@tanstack/react-query';
import { usersApi } from '@studovna/core/contract/routes';
import { unwrap, useApi } from '../../../lib/api';
import { useAppStoreApi } from '../../../lib/store';

export interface ProfileInput {
  first_name: string;
  last_name: string;
  nickname: string;
  description: string;
  /** A newly chosen avatar; left out, the current one stays. */
  avatar: File | null;
}

/**
 * POST multipart /users/{id} (first_name, last_name, nickname, description, lp_avatar_file). The
 * answered user replaces the session user, so every screen shows the new name and avatar at once.
 */
export function useUpdateProfile(userId: number) {
  const api = useApi();
  const store = useAppStoreApi();
  return useMutation({
    mutationFn: async ({ avatar, ...fields }: ProfileInput) =>
      unwrap(
        await api.call(usersApi.updateUser, {
          params: { id: userId },
          body: fields,
          ...(avatar ? { files: { lp_avatar_file: avatar } } : {}),
        }),
      ),
    onSuccess: (user) => {
      if (store.getState().user.info?.id === user.id) store.getState().setUser(user);
    },
  });
}
