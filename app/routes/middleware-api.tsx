import { servicesContext } from '~/lib/context.server'
import { readJsonBody } from '~/lib/json-body.server'
import { callMiddleware } from '~/lib/middleware.server'
import { signOutInJsonAnswer } from '~/lib/session.server'
import type { Route } from './+types/middleware-api'

/** The largest call a client may send: an operation of 16 KB with its variables. */
const MAX_BODY_BYTES = 64 * 1024

const BODY_ERRORS = {
  400: 'The body must be a JSON array of arguments.',
  413: 'The call is too large.',
  415: 'Send the arguments as application/json.',
} as const

/** `POST /{locale}/api/{integration}/{method}`: the integration middleware of spec §7 (lib/middleware.server.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  if (request.method !== 'POST') return answer({ message: 'Use POST.' }, 405, { Allow: 'POST' })
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return answer({ message: BODY_ERRORS[body.status] }, body.status)
  const result = await callMiddleware(services, params.integration, params.method, body.value)
  signOutInJsonAnswer(services)
  return answer(result.body, result.status)
}

export function loader() {
  return answer({ message: 'Use POST.' }, 405, { Allow: 'POST' })
}

function answer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } })
}
