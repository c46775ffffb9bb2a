import { useMutation } from '@portal/shared/query';
import { callApi, normalizeCuit } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

export interface Registration {
  name: string;
  lastName: string;
  cuit: string;
  email: string;
  phone: string;
  phoneCompany: number;
  password: string;
}

/** POST login/register (000 §3 "Registration payload"): names upper-cased, CUIT without dashes. */
export function registerProducer(r: Registration) {
  return callApi(shell.register, {
    body: {
      Application: 'Life',
      Name: r.name.trim().toUpperCase(),
      LastName: r.lastName.trim().toUpperCase(),
      CUIT: normalizeCuit(r.cuit),
      Password: r.password,
      Email: r.email.trim(),
      Telephone: r.phone,
      TelephoneCompany: r.phoneCompany,
    },
  });
}

export function useRegisterProducer() {
  return useMutation({ mutationFn: registerProducer });
}
