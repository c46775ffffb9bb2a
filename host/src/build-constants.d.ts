// Written into the host's build by shared/build/webpack.cjs (DefinePlugin).

/** Each module the host provides to the remotes: its installed version and the range a remote's copy accepts. */
declare const PORTAL_SHARED_VERSIONS: Record<string, { version: string; requiredVersion: string }>;

// MUI's theme factory by its file (MUI's exports field does not name it; the build aliases it).
declare module '@mui/material/styles/createTheme' {
  export { createTheme as default } from '@mui/material/styles';
}
