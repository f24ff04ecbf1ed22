import { Button, type ButtonProps } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { countdownButtonMachine, type SendResult } from '../../../../machines/countdown-button.machine'

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'onError'> {
  /** Sends the code; resolve (optionally with a warning) to start the 60 s countdown. */
  send(): Promise<SendResult>
  onSent?(warning?: string): void
  onError?(error: unknown): void
}

/** §4/§9 "send code": loading while sending, then "Resend in 59 s"…; clicks ignored meanwhile. */
export function CountdownButton({ send, onSent, onError, ...props }: CountdownButtonProps) {
  const { t } = useLingui()
  const handlers = useRef({ send, onSent, onError })
  useEffect(() => {
    handlers.current = { send, onSent, onError }
  })
  const actor = useActorRef(
    countdownButtonMachine.provide({ actors: { send: fromPromise(() => handlers.current.send()) } }),
    { input: {} },
  )
  useEffect(() => {
    const sent = actor.on('sent', (e) => handlers.current.onSent?.(e.warning))
    const failed = actor.on('failed', (e) => handlers.current.onError?.(e.error))
    return () => {
      sent.unsubscribe()
      failed.unsubscribe()
    }
  }, [actor])
  const state = useSelector(actor, (s) => s.value)
  const remaining = useSelector(actor, (s) => s.context.remaining)
  return (
    <Button
      variant="outline"
      {...props}
      loading={state === 'loading'}
      disabled={state === 'counting' || props.disabled}
      onClick={() => actor.send({ type: 'CLICK' })}
    >
      {state === 'counting' ? t({ message: plural(remaining, { one: 'Resend in # second', other: 'Resend in # seconds' }) }) : t`Send code`}
    </Button>
  )
}
