import { callApi, shell } from '@portal/shared';

/** Called after sign-in (000 §4); its answer is not used by the screens. */
export function checkUserInfo(userId: number) {
  return callApi(shell.checkUserInfo, { query: { userId } });
}
