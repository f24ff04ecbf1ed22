// Catalog modules produced by @lingui/vite-plugin from locales/<locale>/messages.po.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
