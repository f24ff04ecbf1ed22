import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLocale } from '../i18n/use-locale'
import { withLocale } from '../i18n/locale-path'
import { logout } from './logout'

/** §4 Quit: POST logout, clear local state, go home. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const locale = useLocale()
  return useMutation({
    mutationFn: () => logout(queryClient),
    onSettled: () => navigate({ href: withLocale(locale, '/'), replace: true }),
  })
}
