import { useMutation } from '@tanstack/react-query';
import { callApi, shell } from '@portal/shared';

/** POST account/confirmemail with the code mailed at registration. */
export function confirmEmail(code: string) {
  return callApi(shell.confirmEmail, { body: { code: code.trim() } });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
