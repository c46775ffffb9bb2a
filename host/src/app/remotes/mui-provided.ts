/**
 * The MUI files the host provides to the remotes, each loaded when a remote first asks for it (issue 13 §1: the list
 * is shared/build/shared-modules.cjs MUI_SHARED). The build writes this module's content from that list
 * (shared/build/mui-provided-loader.cjs); under jest, the same list is required from MUI's CommonJS files
 * (shared/build/mui-provided.jest.cjs).
 */
export const muiProvided: Record<string, () => Promise<unknown>> = {};
