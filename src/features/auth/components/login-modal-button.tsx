import { Button, type ButtonProps } from '@chakra-ui/react'
import { useAuthFlow } from '../flow/auth-flow'

/** Opens the §2 login modal (used where the header has no room for the popover). */
export function LoginModalButton(props: Omit<ButtonProps, 'onClick'>) {
  const { modal } = useAuthFlow()
  return <Button {...props} onClick={() => modal.send({ type: 'OPEN' })} />
}
