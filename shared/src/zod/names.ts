// The zod functions the portal's schemas use, re-exported one by one (see index.ts). A name missing here is a
// type error where it is used: add it here, not an import of 'zod' (ESLint forbids it in the apps' sources).
export {
  any,
  array,
  boolean,
  coerce,
  custom,
  email,
  enum,
  instanceof,
  literal,
  NEVER,
  null,
  number,
  object,
  preprocess,
  record,
  regexes,
  string,
  union,
} from 'zod';
export type * from 'zod';
