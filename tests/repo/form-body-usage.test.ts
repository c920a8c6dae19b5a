import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Issue 8 item 3: an action that reads its body any other way answers 500 to a body that is not a form. */
describe('every action reads its body through readFormBody', () => {
  const files = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(directory, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(directory, entry.name)]
          : [],
    )

  it.each(files('app').filter((file) => !file.endsWith('form-body.server.ts')))(
    '%s never calls request.formData() itself',
    (file) => {
      expect(readFileSync(file, 'utf8')).not.toMatch(/\.formData\(\)/)
    },
  )
})
