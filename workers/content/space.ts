// The one embedded space. Numbers look like Storyblok's so clients that store them as numbers keep working.
export const SPACE = {
  id: 310_512,
  name: 'Estelle Tijs',
  domain: 'https://www.estelletijs.example/',
} as const

// English is the space's default language; Storyblok lists only the extra languages in language_codes.
export const LANGUAGE_CODES = ['de', 'fr', 'nl'] as const
export type LanguageCode = (typeof LANGUAGE_CODES)[number]

// `default` is what Storyblok calls the default language (story.lang === 'default').
export type ContentLanguage = 'default' | LanguageCode
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['default', ...LANGUAGE_CODES]

const isLanguageCode = (value: string): value is LanguageCode => LANGUAGE_CODES.some((code) => code === value)

// Storyblok answers unknown languages with the default content instead of an error.
export function resolveLanguage(language: string | null | undefined): ContentLanguage {
  const code = language?.toLowerCase() ?? ''
  return isLanguageCode(code) ? code : 'default'
}
