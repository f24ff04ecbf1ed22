import { Flex, IconButton, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

/** A labelled −/+ counter with 44 px targets (phones); the value is announced when it changes. */
export function Stepper({ label, value, min, max, onChange }: { label: string; value: number; min: number; max: number; onChange(n: number): void }) {
  const { t } = useLingui()
  return (
    <Flex align="center" justify="space-between" gap="3" minH="11">
      <Text fontWeight="medium">{label}</Text>
      <Flex align="center" gap="2" role="group" aria-label={label}>
        <IconButton size="md" minW="11" minH="11" variant="outline" aria-label={t`Fewer ${label}`} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </IconButton>
        <Text as="output" minW="6" textAlign="center" fontWeight="semibold" aria-live="polite">
          {value}
        </Text>
        <IconButton size="md" minW="11" minH="11" variant="outline" aria-label={t`More ${label}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </IconButton>
      </Flex>
    </Flex>
  )
}
