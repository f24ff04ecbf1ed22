import { msg } from '@lingui/core/macro'

// The web manifests' texts (pwa.config.ts reads their translations from the catalogs at build
// time, by these exact msgids). Declared here so they are extracted and translated; the
// install dialog shows the name and description.
export const APP_NAME = msg`Harborline B2B Hotel Portal`
export const APP_SHORT_NAME = msg`Harborline B2B`
export const APP_DESCRIPTION = msg`Hotel search, rates, booking and credit for travel agencies.`
/** Manifest shortcuts (the app's menus use the same words). */
export const SHORTCUT_SEARCH = msg`Search hotels`
export const SHORTCUT_ORDERS = msg`My orders`
export const SHORTCUT_DRAFTS = msg`Drafts`
