import { useMutation } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';
import { producerDataBody, type ProducerData } from '../../../lib/forms/producer-data';

export interface Registration extends ProducerData {
  password: string;
}

/** POST login/register (000 §3 "Registration payload"): names upper-cased, CUIT without dashes. */
export function registerProducer(r: Registration) {
  return callApi(shell.register, {
    body: {
      Application: 'Life',
      ...producerDataBody(r),
      Password: r.password,
    },
  });
}

export function useRegisterProducer() {
  return useMutation({ mutationFn: registerProducer });
}
