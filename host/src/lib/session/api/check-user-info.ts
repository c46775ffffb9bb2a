import { callApi } from '@portal/shared';
import { shellContract } from '../../shell-contract';

/** Called after sign-in (000 §4); its answer is not used by the screens. */
export async function checkUserInfo(userId: number) {
  const shell = await shellContract();
  return callApi(shell.checkUserInfo, { query: { userId } });
}
