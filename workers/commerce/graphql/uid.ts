// Magento's uid values are base64 of the entity id (or of a typed path such as 'configurable/93/1').

export const encodeUid = (value: string | number): string => btoa(String(value))

export function decodeUid(uid: string): string | null {
  try {
    return atob(uid)
  } catch {
    return null
  }
}

export function decodeIdUid(uid: string): number | null {
  const decoded = decodeUid(uid)
  return decoded !== null && /^\d+$/.test(decoded) ? Number(decoded) : null
}

/** Magento's Uid::decode: a value that is not strict base64 is refused, not read as nothing. */
export function isStrictUid(uid: string): boolean {
  const decoded = decodeUid(uid)
  return decoded !== null && btoa(decoded) === uid
}
