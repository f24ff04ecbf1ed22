import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { NativeSelect } from '../../../components/native-select'
import { Plural, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS } from '../../../contract'
import { ChevronDownIcon } from '../../../components/icons/icons'
import { Popover } from '../../../components/popover'
import { Stepper } from './stepper'

export interface Guests {
  roomNum: number
  /** Per room (§3 derived search model). */
  adultNum: number
  /** One age per child, per room; null until the agent chooses it. */
  childrenAges: (number | null)[]
}

const AGES = Array.from({ length: 18 }, (_, i) => i)

export interface GuestsPickerProps {
  value: Guests
  onChange(next: Guests): void
  /** A child's age is missing: the button and the unchosen ages are marked. */
  invalid?: boolean
  errorId?: string
  /** Each new value opens the picker at the first unchosen age (a refused search). */
  showAges?: number
}

/** Rooms, adults and children with each child's age, in a popover (§7 search form). */
export function GuestsPicker({ value, onChange, invalid = false, errorId, showAges = 0 }: GuestsPickerProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const agesRef = useRef<HTMLDivElement>(null)
  const firstUnset = () => agesRef.current?.querySelector<HTMLSelectElement>('select[data-unset]') ?? null
  const openRef = useRef(open)
  openRef.current = open
  useEffect(() => {
    if (showAges === 0) return
    // Closed: opening focuses it (initialFocusEl). Already open: focus it here.
    if (openRef.current) firstUnset()?.focus()
    else setOpen(true)
  }, [showAges])
  const children = value.childrenAges.length
  const setChildren = (n: number) => {
    const ages = value.childrenAges.slice(0, n)
    // A new child has no age: rates depend on it, so the agent chooses it (no guessed default).
    while (ages.length < n) ages.push(null)
    onChange({ ...value, childrenAges: ages })
  }
  const rooms = value.roomNum
  const adults = value.adultNum
  // Translated: Arabic writes "،", Chinese "，", Japanese "、".
  const separator = t({ message: ', ', context: 'list separator' })
  return (
    <Popover
      keepMounted
      open={open}
      onOpenChange={setOpen}
      placement="start"
      label={t`Rooms and guests`}
      // Opened by a refused search: straight to the first age still to choose.
      initialFocus={firstUnset}
      panel={{ width: 'min(22rem, calc(100vw - 2rem))' }}
      trigger={
      <Button
        variant="outline"
        size="lg"
        width="full"
        justifyContent="space-between"
        fontWeight="normal"
        aria-label={t`Rooms and guests`}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        borderColor={invalid ? 'border.error' : undefined}
      >
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
      }
    >
      <Stack gap="2">
        <Stepper label={t`Rooms`} value={rooms} min={1} max={MAX_ROOMS} onChange={(n) => onChange({ ...value, roomNum: n })} />
        <Stepper label={t`Adults per room`} value={adults} min={1} max={MAX_ADULTS_PER_ROOM} onChange={(n) => onChange({ ...value, adultNum: n })} />
        <Stepper label={t`Children per room`} value={children} min={0} max={MAX_CHILDREN_PER_ROOM} onChange={setChildren} />
        {children > 0 && (
          <Box ref={agesRef}>
            <Text textStyle="sm" color="fg.muted" mb="2">
              {t`Age of each child at check-in (years)`}
            </Text>
            <SimpleGrid columns={2} gap="2">
              {value.childrenAges.map((age, i) => {
                const n = i + 1
                return (
                  <NativeSelect.Root key={i} size="md" invalid={invalid && age === null}>
                    <NativeSelect.Field
                      aria-label={t`Age of child ${n}`}
                      value={age ?? ''}
                      data-unset={age === null ? '' : undefined}
                      onChange={(e) => {
                        const ages = [...value.childrenAges]
                        ages[i] = e.target.value === '' ? null : Number(e.target.value)
                        onChange({ ...value, childrenAges: ages })
                      }}
                    >
                      <option value="" disabled>
                        {t`Choose age`}
                      </option>
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
            {invalid && value.childrenAges.includes(null) && (
              // The form's own message can be under this popover on a phone.
              <Text textStyle="sm" color="fg.error" mt="2">
                {t`Choose the age of each child`}
              </Text>
            )}
          </Box>
        )}
      </Stack>
    </Popover>
  )
}
