import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** Company registration lives in the admin sub-app (§2 /admin/signup, no locale prefix). */
export function SignupLink({ children, ...props }: { children: ReactNode } & LinkProps) {
  return (
    <ChakraLink asChild {...props}>
      <Link to="/admin/$" params={{ _splat: 'signup' }}>
        {children}
      </Link>
    </ChakraLink>
  )
}
