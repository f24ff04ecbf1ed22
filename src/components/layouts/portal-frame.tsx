import { Box, type BoxProps } from '@chakra-ui/react'
import { FRAME_WIDTH } from '../theme/system'

/** §2: the desktop portal is a centred 1200 px frame; narrower screens use the full width. */
export function PortalFrame(props: BoxProps) {
  return <Box width="100%" maxWidth={FRAME_WIDTH} marginInline="auto" paddingInline={{ base: '4', md: '6' }} {...props} />
}
