import { Button, type ButtonProps } from '@chakra-ui/react'
import { useActorRef } from '@xstate/react'
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { contactModalMachine, type LeadValues } from '../../../../machines/contact-modal.machine'
import { OfflineToast } from '../../../components/pwa/offline-toast'
import { useLocale } from '../../../lib/i18n/use-locale'
import { lazyPart } from '../../../lib/pwa/lazy-part'
import { postDemoAppointment } from '../api/demo-appointment'
import { checkLead } from './lead-field-error'

// The §2 contact/demo modal is reachable from "Book a demo" buttons on any visitor page. The
// machine lives here (one per layout); the dialog's code loads on the first open only, so the
// visitor home does not pay for it (JS budget).

const ContactModal = lazyPart(() => import('./contact-modal').then((m) => m.ContactModal), { unavailable: <OfflineToast /> })

export type ContactModalRef = ActorRefFrom<typeof contactModalMachine>
const ContactContext = createContext<{ actor: ContactModalRef; open(): void } | null>(null)

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const [loaded, setLoaded] = useState(false)
  const actor = useActorRef(
    contactModalMachine.provide({
      actors: {
        submit: fromPromise<unknown, LeadValues>(async ({ input }) => {
          // §5 the server's own rule (invalid characters, length) before sending: nothing is sent.
          const rejected = checkLead(input)
          if (rejected) throw rejected
          return postDemoAppointment({ ...input, locale })
        }),
      },
    }),
  )
  const open = () => {
    setLoaded(true)
    actor.send({ type: 'OPEN' })
  }
  return (
    <ContactContext.Provider value={{ actor, open }}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <ContactModal actor={actor} />
        </Suspense>
      )}
    </ContactContext.Provider>
  )
}

export function useContactModal() {
  const value = useContext(ContactContext)
  if (!value) throw new Error('useContactModal needs <ContactModalProvider> (the visitor layout routes)')
  return value
}

/** "Book a demo": opens the contact modal. */
export function BookDemoButton({ children, ...props }: { children: ReactNode } & Omit<ButtonProps, 'onClick'>) {
  const { open } = useContactModal()
  return (
    <Button {...props} onClick={open}>
      {children}
    </Button>
  )
}
