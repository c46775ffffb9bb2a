// Bench only: replaced at build time by exposed-modules-loader.cjs with one lazy import per module a remote exposes.
export const exposed: Record<string, () => Promise<unknown>> = {};
