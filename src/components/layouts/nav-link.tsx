import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { Link, useLocation } from '@tanstack/react-router'
import { useLocale } from '../../lib/i18n/use-locale'
import { NewTabNote } from '../new-tab-note'
import { ROUTE_TO, type NavEntry } from './nav-config'

/** Renders a nav entry as a router link (locale-prefixed) or a plain document link. */
export function NavLink({ entry, onNavigate, ...props }: { entry: NavEntry; onNavigate?: () => void } & ChakraLinkProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const label = i18n._(entry.label)
  const section = entry.section
  // Inside the entry's section (not its own page): aria-current="true", styled like the page's.
  const inSection = useLocation({ select: (l) => Boolean(section?.some((prefix) => l.pathname.startsWith(`/${locale}${prefix}`))) })
  if (entry.href) {
    return (
      <ChakraLink href={entry.href} target={entry.newTab ? '_blank' : undefined} rel={entry.newTab ? 'noopener' : undefined} onClick={onNavigate} {...props}>
        {label}
        {entry.newTab && <NewTabNote />}
      </ChakraLink>
    )
  }
  const path = entry.to ?? '/'
  // The router marks the active link with aria-current="page" (the header and the left nav style
  // any aria-current); home must match exactly or it would be "current" on every page.
  return (
    <ChakraLink asChild onClick={onNavigate} aria-current={inSection ? 'true' : undefined} {...props}>
      <Link to={ROUTE_TO[path]} params={{ locale }} activeOptions={{ exact: path === '/' || Boolean(entry.exact), includeSearch: false }}>
        {label}
      </Link>
    </ChakraLink>
  )
}
