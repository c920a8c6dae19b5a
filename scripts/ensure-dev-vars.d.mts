/** Creates `.dev.vars` from `.dev.vars.example`, or adds the example's settings an existing one lacks. */
export function ensureDevVars(directory?: string): void
