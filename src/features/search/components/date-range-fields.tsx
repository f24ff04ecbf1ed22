import { Box, Flex, Text } from '@chakra-ui/react'
import { Input } from '../../../components/field'
import { Plural, useLingui } from '@lingui/react/macro'
import { MAX_NIGHTS, nightsBetween } from '../../../contract'
import { addDays } from '../../../lib/stay-search'

export interface DateRangeFieldsProps {
  checkIn: string
  checkOut: string
  /** Beijing date: check-in may not be earlier (§9 business clock). */
  today: string
  onChange(next: { checkIn: string; checkOut: string }): void
  ids: { checkIn: string; checkOut: string }
  invalid?: boolean
  errorId?: string
}

/**
 * Check-in/check-out as two native date inputs: the platform's own accessible date picker on
 * every phone and desktop. Moving check-in keeps the number of nights when it can.
 */
export function DateRangeFields({ checkIn, checkOut, today, onChange, ids, invalid, errorId }: DateRangeFieldsProps) {
  const { t } = useLingui()
  const nights = nightsBetween(checkIn, checkOut)
  return (
    <Box>
      <Flex gap="2" align="flex-end">
        <Box flex="1" minW="0">
          <Text asChild textStyle="xs" color="fg.muted" display="block" mb="1">
            <label htmlFor={ids.checkIn}>{t`Check-in`}</label>
          </Text>
          <Input
            id={ids.checkIn}
            type="date"
            size="lg"
            px="2"
            min={today}
            value={checkIn}
            aria-invalid={invalid || undefined}
            aria-describedby={errorId}
            onChange={(e) => {
              const next = e.target.value
              if (!next) return
              const keep = nights >= 1 && nights <= MAX_NIGHTS ? nights : 1
              onChange({ checkIn: next, checkOut: addDays(next, keep) })
            }}
          />
        </Box>
        <Box flex="1" minW="0">
          <Flex justify="space-between" gap="1" mb="1" textStyle="xs" color="fg.muted">
            <label htmlFor={ids.checkOut}>{t`Check-out`}</label>
            {nights >= 1 && (
              <Text as="span" whiteSpace="nowrap" aria-live="polite">
                <Plural value={nights} one="# night" other="# nights" />
              </Text>
            )}
          </Flex>
          <Input
            id={ids.checkOut}
            type="date"
            size="lg"
            px="2"
            min={addDays(checkIn, 1)}
            max={addDays(checkIn, MAX_NIGHTS)}
            value={checkOut}
            aria-invalid={invalid || undefined}
            aria-describedby={errorId}
            onChange={(e) => {
              if (e.target.value) onChange({ checkIn, checkOut: e.target.value })
            }}
          />
        </Box>
      </Flex>
    </Box>
  )
}
