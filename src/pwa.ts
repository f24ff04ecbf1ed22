// The service worker registration (the browser's API, update prompt that waits for unsaved forms)
// lives in src/lib/pwa/register.ts; this entry point is kept for src/main.tsx.
export { registerServiceWorker } from './lib/pwa/register'
