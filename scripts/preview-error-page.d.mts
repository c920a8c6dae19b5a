import type { IncomingMessage, ServerResponse } from 'node:http'

/** connect's error handler for `vite preview`: a plain 502 page instead of the error's stack. */
export function previewErrorPage(
  error: unknown,
  request: IncomingMessage,
  response: ServerResponse,
  _next: (error?: unknown) => void,
): void

/** connect middleware: 405 for TRACE, TRACK and CONNECT, which cannot reach the worker. */
export function refuseForbiddenMethods(request: IncomingMessage, response: ServerResponse, next: () => void): void

export function normalizeRequestTarget(
  request: IncomingMessage & { originalUrl?: string },
  response: ServerResponse,
  next: () => void,
): void

/** The largest body the preview passes to the worker. */
export const MAX_PREVIEW_BODY_BYTES: number

/** connect middleware: a body declared larger than the worker reads is drained and refused with 413. */
export function refuseOversizedBodies(request: IncomingMessage, response: ServerResponse, next: () => void): void
