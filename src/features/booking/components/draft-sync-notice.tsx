import { Alert, Button, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useFieldList } from '../hooks/use-field-messages'

interface Props {
  /** Fields changed in another tab while the agent was editing them here. */
  conflicts: readonly string[]
  /** A booking attempt found a newer saved version and showed it instead of sending. */
  updated: boolean
  onKeepMine(): void
  onUseSaved(): void
}

/** Says that the same draft was changed in another tab, and what the agent can do about it. */
export function DraftSyncNotice({ conflicts, updated, onKeepMine, onUseSaved }: Props) {
  const { t } = useLingui()
  const fieldList = useFieldList()

  if (conflicts.length) {
    const fields = fieldList(conflicts)
    return (
      // Sticky below the header: the agent is usually further down the form, in the field itself.
      <Alert.Root status="warning" role="alert" data-testid="draft-conflict" position="sticky" top="20" zIndex="docked" boxShadow="md">
        <Alert.Indicator />
        <Stack gap="2">
          <Alert.Title>{t`This draft was changed in another tab.`}</Alert.Title>
          <Alert.Description>
            {t`${fields} changed there while you were editing it here. What you typed here is not saved until you choose.`}
          </Alert.Description>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={onKeepMine}>
              {t`Keep what I typed`}
            </Button>
            <Button size="sm" variant="outline" onClick={onUseSaved}>
              {t`Use the saved version`}
            </Button>
          </HStack>
        </Stack>
      </Alert.Root>
    )
  }
  if (updated) {
    return (
      <Alert.Root status="info" role="status" data-testid="draft-updated">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>{t`This draft was changed in another tab.`}</Alert.Title>
          <Alert.Description>{t`The form now shows the saved version and nothing was booked. Check it, then book again.`}</Alert.Description>
        </Stack>
      </Alert.Root>
    )
  }
  return null
}
