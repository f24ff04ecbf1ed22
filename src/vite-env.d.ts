/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** package.json version, injected by vite.config.ts; also the persisted query cache buster. */
declare const __APP_VERSION__: string

interface ImportMetaEnv {
  /** API bases (§7 {b2b}, {room_rate}, {static}, {payment}); empty = same origin. */
  readonly VITE_API_B2B?: string
  readonly VITE_API_ROOM_RATE?: string
  readonly VITE_API_STATIC?: string
  readonly VITE_API_PAYMENT?: string
}
