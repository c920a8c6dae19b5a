import { z } from 'zod'

/** A message carried across a redirect in the message cookie (e.g. 'You are not authorized, please log in.'). */
export const FlashMessageSchema = z.object({
  message: z.string().min(1).max(500),
  type: z.enum(['success', 'danger', 'info', 'warning']).default('info'),
  title: z.string().max(120).optional(),
  persist: z.boolean().default(false),
})
export type FlashMessage = z.infer<typeof FlashMessageSchema>

export function parseFlashMessage(raw: string | undefined): FlashMessage | null {
  if (!raw) return null
  try {
    const parsed = FlashMessageSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
