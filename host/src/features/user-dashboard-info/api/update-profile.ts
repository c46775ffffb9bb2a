import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi, normalizeCuit } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

export interface ProfileChanges {
  userId: number;
  name: string;
  lastName: string;
  cuit: string;
  email: string;
  phone: string;
  phoneCompany: number;
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
      Name: p.name.trim().toUpperCase(),
      LastName: p.lastName.trim().toUpperCase(),
      CUIT: normalizeCuit(p.cuit),
      Email: p.email.trim(),
      Telephone: p.phone,
      TelephoneCompany: p.phoneCompany,
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
