import { Box, Button, NativeSelect, Popover, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS } from '../../../contract'
import { ChevronDownIcon } from '../../../components/icons/icons'
import { Stepper } from './stepper'

export interface Guests {
  roomNum: number
  /** Per room (§3 derived search model). */
  adultNum: number
  /** One age per child, per room. */
  childrenAges: number[]
}

const AGES = Array.from({ length: 18 }, (_, i) => i)

/** Rooms, adults and children with each child's age, in a popover (§7 search form). */
export function GuestsPicker({ value, onChange }: { value: Guests; onChange(next: Guests): void }) {
  const { t } = useLingui()
  const children = value.childrenAges.length
  const setChildren = (n: number) => {
    const ages = value.childrenAges.slice(0, n)
    // A new child starts at 8: a plausible age the agent must still confirm.
    while (ages.length < n) ages.push(8)
    onChange({ ...value, childrenAges: ages })
  }
  const rooms = value.roomNum
  const adults = value.adultNum
  // Translated: Arabic writes "،", Chinese "，", Japanese "、".
  const separator = t({ message: ', ', context: 'list separator' })
  return (
    <Popover.Root lazyMount positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="lg" width="full" justifyContent="space-between" fontWeight="normal" aria-label={t`Rooms and guests`}>
          <Text as="span" truncate>
            <Plural value={rooms} one="# room" other="# rooms" />
            {separator}
            <Plural value={adults} one="# adult" other="# adults" />
            {children > 0 && (
              <>
                {separator}
                <Plural value={children} one="# child" other="# children" />
              </>
            )}
          </Text>
          <ChevronDownIcon />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(22rem, calc(100vw - 2rem))">
            <Popover.Body>
              <Stack gap="2">
                <Stepper label={t`Rooms`} value={rooms} min={1} max={MAX_ROOMS} onChange={(n) => onChange({ ...value, roomNum: n })} />
                <Stepper label={t`Adults per room`} value={adults} min={1} max={MAX_ADULTS_PER_ROOM} onChange={(n) => onChange({ ...value, adultNum: n })} />
                <Stepper label={t`Children per room`} value={children} min={0} max={MAX_CHILDREN_PER_ROOM} onChange={setChildren} />
                {children > 0 && (
                  <Box>
                    <Text textStyle="sm" color="fg.muted" mb="2">
                      {t`Age of each child at check-in (years)`}
                    </Text>
                    <SimpleGrid columns={2} gap="2">
                      {value.childrenAges.map((age, i) => {
                        const n = i + 1
                        return (
                          <NativeSelect.Root key={i} size="md">
                            <NativeSelect.Field
                              aria-label={t`Age of child ${n}`}
                              value={age}
                              onChange={(e) => {
                                const ages = [...value.childrenAges]
                                ages[i] = Number(e.target.value)
                                onChange({ ...value, childrenAges: ages })
                              }}
                            >
                              {AGES.map((a) => (
                                <option key={a} value={a}>
                                  {a}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        )
                      })}
                    </SimpleGrid>
                  </Box>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
