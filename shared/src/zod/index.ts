// zod as the portal's apps use it, shared at runtime as one singleton (shared/build/shared-modules.cjs) and cut
// to the functions the schemas call (names.ts). A shared module is never tree-shaken: sharing `zod` itself sent
// its whole build (87 KiB gzip) to every page that validates anything; through this facade webpack keeps only
// what these names reach. Import `z` from here — `@portal/shared/zod` in the apps, relatively inside
// @portal/shared — never from 'zod' (ESLint enforces it in the apps' sources): every import path resolving to
// this file is the one shared instance.
export * as z from './names';
