import { useMutation } from '@portal/shared/query';
import { callApi, normalizeCuit } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/** POST account/SendEmailConfirmation: mails the account confirmation code again. */
export function sendEmailConfirmation({ cuit, email }: { cuit: string; email: string }) {
  return callApi(shell.sendEmailConfirmation, {
    body: { Username: normalizeCuit(cuit), Email: email.trim(), Application: 'Life' },
  });
}

export function useSendEmailConfirmation() {
  return useMutation({ mutationFn: sendEmailConfirmation });
}
