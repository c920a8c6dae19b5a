/**
 * The promise's value when it settles within `ms`, else undefined (also when it fails). Personal data that is
 * ready in time is then returned to the page as plain data, in the first HTML (without JavaScript too); otherwise
 * the promise itself is returned and streams in.
 */
export async function valueWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  const settled = promise.then(
    (value) => ({ value }),
    () => undefined,
  )
  const result = await Promise.race([settled, timeout])
  clearTimeout(timer)
  return result
}
