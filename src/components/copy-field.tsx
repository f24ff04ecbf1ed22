import { Box, chakra, IconButton, InputGroup, Text, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Input } from './field'
import { CheckIcon, CopyIcon } from './icons/icons'

/** How long the button shows its check mark after a copy. */
export const COPIED_MS = 2000

type Status = 'idle' | 'copied' | 'failed'

/**
 * A read-only text (a link) to copy, with a copy button at its end: Chakra's Clipboard brought
 * Zag's clipboard machine to the checkout (#9). A copy that fails (no clipboard API, or the
 * browser refused) is not shown as done: the text is selected and the user told to copy it.
 */
export function CopyField({ label, value, copyLabel, testId }: { label: ReactNode; value: string; copyLabel: string; testId?: string }) {
  const { t } = useLingui()
  const inputId = useId()
  const hintId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<Status>('idle')

  useEffect(() => {
    if (status !== 'copied') return
    const timer = setTimeout(() => setStatus('idle'), COPIED_MS)
    return () => clearTimeout(timer)
  }, [status])

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard')
      await navigator.clipboard.writeText(value)
      setStatus('copied')
    } catch {
      input.current?.focus()
      input.current?.select()
      setStatus('failed')
    }
  }

  const keys = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘C' : 'Ctrl+C'
  return (
    <div>
      <chakra.label htmlFor={inputId} textStyle="sm">
        {label}
      </chakra.label>
      <InputGroup
        endElement={
          <IconButton variant="surface" size="xs" me="-2" aria-label={copyLabel} onClick={() => void copy()} data-copied={status === 'copied' ? '' : undefined}>
            {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
          </IconButton>
        }
      >
        <Input
          ref={input}
          id={inputId}
          value={value}
          readOnly
          dir="ltr"
          // A right-to-left page puts the button at the left of this left-to-right text.
          _rtl={{ ps: 'var(--input-height)', pe: '3' }}
          aria-describedby={status === 'failed' ? hintId : undefined}
          onFocus={(e) => e.currentTarget.select()}
          data-testid={testId}
        />
      </InputGroup>
      <VisuallyHidden aria-live="polite">{status === 'copied' ? t`Copied` : ''}</VisuallyHidden>
      <Box aria-live="polite">
        {status === 'failed' && (
          <Text id={hintId} textStyle="sm" color="fg.muted" mt="1">
            {t`Press ${keys} to copy`}
          </Text>
        )}
      </Box>
    </div>
  )
}
