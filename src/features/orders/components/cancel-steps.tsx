import { Box, chakra, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { CancelStatus } from '../../../contract'
import { CheckIcon } from '../../../components/icons/icons'
import { CANCEL_LABELS } from '../status-labels'

/**
 * The three steps of a cancellation as an ordered list, drawn as Chakra's Steps (size sm, solid):
 * a number in a circle, a check once done, lines between the steps when laid across. The list
 * has no state to keep, so Zag's steps machine (and its tablist without tabs) is not needed (#9).
 */
export function CancelSteps({ status, across }: { status: CancelStatus; across: boolean }) {
  const { t, i18n } = useLingui()
  const failed = status === 'FAILURE'
  // Steps before `reached` are done; a finished cancellation has done all three.
  const reached = status === 'SUCCESS' || failed ? 3 : status === 'IN_PROGRESS' ? 1 : 0
  const steps = ['WAITING', 'IN_PROGRESS', failed ? 'FAILURE' : 'SUCCESS'] as const
  return (
    // role="list": Safari drops the list semantics of a list drawn without markers.
    <chakra.ol
      role="list"
      display="flex"
      flexDirection={across ? 'row' : 'column'}
      alignItems={across ? 'center' : 'flex-start'}
      justifyContent="space-between"
      gap={across ? undefined : '2'}
      width="full"
      m="0"
      p="0"
      listStyle="none"
      textStyle="xs"
      colorPalette={failed ? 'red' : 'brand'}
      data-testid="cancel-steps"
    >
      {steps.map((s, i) => {
        const done = i < reached
        const current = i === Math.min(reached, 2)
        return (
          <chakra.li key={s} display="flex" alignItems="center" gap="3" flex={across && i < 2 ? '1 0 0' : 'initial'} aria-current={current ? 'step' : undefined} data-complete={done ? '' : undefined}>
            <Box
              aria-hidden="true"
              display="flex"
              alignItems="center"
              justifyContent="center"
              flexShrink="0"
              boxSize="8"
              borderRadius="full"
              fontWeight="medium"
              borderWidth="2px"
              borderColor={done || current ? 'colorPalette.solid' : undefined}
              bg={done ? 'colorPalette.solid' : current ? 'colorPalette.muted' : undefined}
              color={done ? 'colorPalette.contrast' : current ? 'colorPalette.fg' : undefined}
            >
              {done ? <CheckIcon boxSize="4" /> : i + 1}
            </Box>
            <chakra.span textStyle="sm" fontWeight="medium" color="fg">
              {i18n._(CANCEL_LABELS[s])}
              {done && <VisuallyHidden>{` (${t`Completed`})`}</VisuallyHidden>}
            </chakra.span>
            {across && i < 2 && <Box aria-hidden="true" flex="1" height="2px" mx="3" bg={done ? 'colorPalette.solid' : 'border'} />}
          </chakra.li>
        )
      })}
    </chakra.ol>
  )
}
