import { useMutation } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/** POST account/confirmemail with the code mailed at registration. */
export function confirmEmail(code: string) {
  return callApi(shell.confirmEmail, { body: { code: code.trim() } });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
