import { useSyncExternalStore } from 'react'

/** Chakra's `lg` breakpoint (64rem): from here the desktop header and the filters column show. */
export const WIDE_SCREEN = '(min-width: 64rem)'
/** Chakra's `xl` breakpoint (80rem): the logged-in header row has room for every link. */
export const XL_SCREEN = '(min-width: 80rem)'
/** Chakra's `sm` breakpoint (30rem): wider than a phone held upright. */
export const SMALL_SCREEN_UP = '(min-width: 30rem)'

const lists = new Map<string, MediaQueryList>()
function list(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined
  let l = lists.get(query)
  if (!l) lists.set(query, (l = window.matchMedia(query)))
  return l
}

const subscribers = new Map<string, (onChange: () => void) => () => void>()
function subscriber(query: string) {
  let s = subscribers.get(query)
  if (!s) {
    s = (onChange) => {
      const l = list(query)
      l?.addEventListener('change', onChange)
      return () => l?.removeEventListener('change', onChange)
    }
    subscribers.set(query, s)
  }
  return s
}

/**
 * Whether the media query matches now, following changes (a rotated tablet, a resized window).
 * For markup only one screen size shows: CSS `hideBelow`/`hideFrom` still builds the hidden
 * half, and on a phone that was the desktop header's menus and the filters column (#9).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscriber(query),
    () => list(query)?.matches ?? false,
    () => false,
  )
}
