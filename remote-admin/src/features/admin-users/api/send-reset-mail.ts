import { useMutation } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/** POST account/forgotpassword with Cuit, Email, Application (002 §7): the user's e-mail is its Cuit. */
export function sendResetMail(email: string) {
  return callApi(shell.forgotPassword, { body: { Cuit: email, Email: email, Application: 'Life' } });
}

export function useSendResetMail() {
  return useMutation({ mutationFn: sendResetMail });
}
