// §5 patterns. Dependency-free, so small bundles (the static home's script) can use them
// without the schema library.
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{2,15}$/
export const PASSWORD_CHARS_RE = /^[A-Za-z0-9]+$/
export const EMAIL_RE = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

/** The longest account name and password any call takes; the forms' inputs stop there too. */
export const USERNAME_MAX_LENGTH = 64
export const PASSWORD_MAX_LENGTH = 128

/** §5 lead form: characters no text field may contain. */
export const LEAD_INVALID_RE = /[<>%&;=?$"]/
