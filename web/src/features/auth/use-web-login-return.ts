import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { LoginOutcome } from './login-flow';

/**
 * The third-party web login returns to /prihlaseni with `status` and `token` (SPEC §4). A success
 * logs in with the token (the user and capabilities are fetched as after a password login); `blocked`
 * says the team blocked the account; anything else, including a token whose user cannot be loaded, is
 * a failed third-party login.
 */
export function useWebLoginReturn(
  loginWithToken: (token: string) => Promise<LoginOutcome>,
  onResult: (outcome: LoginOutcome | 'failed') => void,
) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const status = params.get('status');
  const token = params.get('token');

  useEffect(() => {
    if (status === null || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete('status');
        current.delete('token');
        return current;
      },
      { replace: true },
    );
    if (status === 'success' && token)
      void loginWithToken(token).then((outcome) => onResult(outcome.kind === 'success' ? outcome : 'failed'));
    else if (status === 'blocked') onResult({ kind: 'blocked' });
    else onResult('failed');
  }, [status, token, loginWithToken, onResult, setParams]);
}
