import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../lib/i18n/use-locale'

/**
 * A router link to a locale-less introduction path ("/introduction/tools#smart-stop-sell").
 * The paths come from intro-nav.ts (checked by its test against the route list), so the
 * cast from string to the router's path union is safe here.
 */
export function IntroLink({ path, children, ...props }: { path: string; children: ReactNode } & Omit<ChakraLinkProps, 'href'>) {
  const locale = useLocale()
  const [pathname, hash] = path.split('#')
  const to = (pathname === '/' ? '/$locale' : `/$locale${pathname}`) as '/$locale'
  return (
    <ChakraLink asChild {...props}>
      <Link to={to} params={{ locale }} hash={hash} activeOptions={{ exact: true, includeHash: false }}>
        {children}
      </Link>
    </ChakraLink>
  )
}
