import { useMutation } from '@portal/shared/query';
import { callApi, normalizeCuit } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/** POST account/forgotpassword: producers send CUIT and e-mail; simulators their e-mail as Cuit (000 §7). */
export function forgotPassword({ cuit, email, simulator }: { cuit?: string; email: string; simulator: boolean }) {
  const mail = email.trim();
  return callApi(shell.forgotPassword, {
    body: { Cuit: simulator ? mail : normalizeCuit(cuit ?? ''), Email: mail, Application: 'Life' },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
