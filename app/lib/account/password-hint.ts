/**
 * The password rule (spec §5) as the forms that set a password say it, under the field and linked to it. A module of
 * its own: the rule's check (password.ts) brings zod, which a page's first code never carries.
 */
export const PASSWORD_HINT = 'At least 8 characters, with a letter and a number or special character.'
