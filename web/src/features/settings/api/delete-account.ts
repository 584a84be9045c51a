import { useMutation } from '@tanstack/react-query';
import { usersApi } from '@studovna/core/contract/routes';
import { useApi } from '../../../lib/api';
import { actionOutcome, ActionError } from '../../../lib/api/action-result';

/** POST /users/delete {id, password}: removes the account and the learner's data; answers the message. */
export function useDeleteAccount(userId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (password: string) => {
      const outcome = actionOutcome(
        await api.call(usersApi.deleteAccount, { body: { id: userId, password } }),
      );
      if (!outcome.ok) throw new ActionError(outcome);
      return outcome.message;
    },
  });
}
