import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { isLocale } from '../contract'
import { activateLocale } from '../lib/i18n/i18n'

// §2: every page lives under a locale prefix; unknown locales are a 404. The catalog of the
// locale is loaded (lazily, once) and activated before any page of it renders.
export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params }) => {
    if (!isLocale(params.locale)) throw notFound()
    await activateLocale(params.locale)
  },
  component: Outlet,
})
