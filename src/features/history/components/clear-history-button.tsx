import { Button, Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { QueryError } from '../../../components/query-state'
import { useHistoryDelete } from '../api/history-delete'

/**
 * §2 history drawer, browsing-history tab: "Clear browsing history" empties the whole list
 * (§7 records_del with no ids) and cannot be undone, so it asks first. Favourites stay. Once
 * cleared, a status line takes the button's place and the focus (the button is gone with the
 * list, and the focus must not fall back to the page behind the drawer).
 */
export function ClearHistoryButton({ hasItems }: { hasItems: boolean }) {
  const { t } = useLingui()
  const clear = useHistoryDelete()
  const [confirming, setConfirming] = useState(false)
  const [cleared, setCleared] = useState(false)
  const done = useRef<HTMLParagraphElement>(null)
  const run = () =>
    clear.mutate([], {
      onSuccess: () => setCleared(true),
      onSettled: () => setConfirming(false),
    })

  useEffect(() => {
    if (!cleared || hasItems) return
    // After the dialog has handed the focus back (its trap does so in a 0 ms timeout).
    const timer = window.setTimeout(() => done.current?.focus(), 50)
    return () => window.clearTimeout(timer)
  }, [cleared, hasItems])

  return (
    <>
      {hasItems ? (
        <Flex justify="flex-end">
          <Button size="sm" variant="ghost" minH="11" loading={clear.isPending} onClick={() => setConfirming(true)}>
            {t`Clear browsing history`}
          </Button>
        </Flex>
      ) : (
        cleared && (
          <Text ref={done} role="status" tabIndex={-1} textStyle="sm" color="fg.muted" textAlign="end" py="2">
            {t`Your browsing history has been cleared.`}
          </Text>
        )
      )}
      {clear.isError && <QueryError error={clear.error} onRetry={run} />}
      <ConfirmDialog
        open={confirming}
        title={t`Clear your browsing history?`}
        confirmLabel={t`Clear history`}
        busy={clear.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      >
        <Text>{t`Every hotel in your browsing history will be removed, on all your devices. This cannot be undone. Your favourite hotels stay.`}</Text>
      </ConfirmDialog>
    </>
  )
}
