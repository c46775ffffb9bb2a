import { useMutation } from '@portal/shared/query';
import { callApi, queryClient, signInPathFor, useSessionStore } from '@portal/shared';
import { shellContract } from '../../shell-contract';

/**
 * Ends the session on the server (the refresh cookie is revoked) and here; resolves with the sign-in
 * page to go to. The local session is cleared even when the server cannot be reached.
 */
export async function logout(): Promise<string> {
  const { session, signOut } = useSessionStore.getState();
  const target = signInPathFor(session?.userType);
  try {
    const shell = await shellContract();
    await callApi(shell.logout, { body: { userid: session?.userId } });
  } catch (error) {
    console.error('Account/Logout', error);
  }
  signOut();
  queryClient.clear();
  return target;
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
