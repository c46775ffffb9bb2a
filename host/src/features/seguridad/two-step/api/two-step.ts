import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as twoStep from '@portal/shared/contract/two-step';

export type { TwoStepSetup, TwoStepStatus } from '@portal/shared/contract/two-step';

const statusKey = ['security', 'two-step'] as const;

export function twoStepQueryOptions() {
  return queryOptions({ queryKey: statusKey, queryFn: () => callApi(twoStep.getTwoStep, {}) });
}

/** Whether the signed-in user has two-step verification, whether the portal requires it, recovery codes left. */
export function useTwoStep() {
  return useQuery(twoStepQueryOptions());
}

/** 'Activar verificación en dos pasos': a new secret (with its QR code), pending until a code confirms it. */
export function useStartTwoStep() {
  return useMutation({ mutationFn: () => callApi(twoStep.startTwoStep, {}) });
}

/** Confirms it with a code of the app; answers the recovery codes, once. The status is read again. */
export function useActivateTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(twoStep.activateTwoStep, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}

/** Turns it off with a current code (or a recovery code). */
export function useDisableTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (factor: { code: string } | { recoveryCode: string }) =>
      callApi(twoStep.disableTwoStep, { body: factor }),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}
