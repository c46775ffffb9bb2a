/**
 * The shell's endpoints, loaded on first use: their schemas bring zod (87 KiB gzip), which the sign-in
 * page's first paint must not pay for (issue 13). Every call of the shell's session code goes through here;
 * the module is fetched once and cached by the bundler.
 */
export const shellContract = () => import('@portal/shared/contract/shell');
