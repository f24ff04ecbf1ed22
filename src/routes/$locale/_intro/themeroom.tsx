import { createFileRoute } from '@tanstack/react-router'
import { ThemeRoomPage } from '../../../features/visitor/components/theme-room-page'

export const Route = createFileRoute('/$locale/_intro/themeroom')({
  staticData: { name: 'themeroom' },
  component: ThemeRoomPage,
})
