import { Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { formatDuration, useTimeLeft } from '../hooks/use-countdown'

/** Live "time left" to a deadline, ticking each second (announced politely, not every tick). */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const { t } = useLingui()
  const left = useTimeLeft(deadline)
  if (left <= 0) return <Text fontWeight="semibold">{t`The deadline has passed.`}</Text>
  const days = Math.floor(left / 86_400_000)
  const clock = formatDuration(left % 86_400_000)
  return (
    <Text fontWeight="semibold" data-testid="deadline-countdown" aria-live="off">
      {t`Time left:`} {days > 0 && <Plural value={days} one="# day" other="# days" />} <span dir="ltr">{clock}</span>
    </Text>
  )
}
