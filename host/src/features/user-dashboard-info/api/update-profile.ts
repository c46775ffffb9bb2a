import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';
import { producerDataBody, type ProducerData } from '../../../lib/forms/producer-data';

export interface ProfileChanges extends ProducerData {
  userId: number;
  accountManagerId: number | null;
  avatar: string | null;
  currentPassword?: string;
  password?: string;
}

/** POST producer/UpdateProducerData (000 §3 "Profile"): names upper-cased, CUIT as it is (read-only). */
export function updateProfile(p: ProfileChanges) {
  return callApi(shell.updateProducerData, {
    body: {
      User: p.userId,
      ...producerDataBody(p),
      AccountManagerId: p.accountManagerId,
      Avatar: p.avatar,
      ...(p.password ? { CurrentPassword: p.currentPassword, Password: p.password } : {}),
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_, p) => client.invalidateQueries({ queryKey: ['producer', p.userId] }),
  });
}
