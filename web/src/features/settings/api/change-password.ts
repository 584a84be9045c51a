import { useMutation } from '@tanstack/react-query';
import { usersApi } from '@studovna/core/contract/routes';
import { useApi } from '../../../lib/api';
import { actionOutcome, ActionError } from '../../../lib/api/action-result';

/**
 * POST /users/change-password {old_password, new_password}; answers the server's message. Every
 * earlier token stops working, so the caller logs out afterwards (SPEC §4).
 */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { oldPassword: string; newPassword: string }) => {
      const outcome = actionOutcome(
        await api.call(usersApi.changePassword, {
          body: { old_password: input.oldPassword, new_password: input.newPassword },
        }),
      );
      if (!outcome.ok) throw new ActionError(outcome);
      return outcome.message;
    },
  });
}
