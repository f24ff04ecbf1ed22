import { Outlet, createFileRoute } from '@tanstack/react-router'
import { MobileShareLayout } from '../../components/layouts/layouts'

// §2 mobile share layout (bare) for the phone pages opened from a QR code or a shared link.
export const Route = createFileRoute('/$locale/_mobile')({
  component: () => (
    <MobileShareLayout>
      <Outlet />
    </MobileShareLayout>
  ),
})
