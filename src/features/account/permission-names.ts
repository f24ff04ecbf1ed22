import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Permission } from '../../contract'

// §6 permission ids as people read them (grouped as the main account edits them: purchase, credit).
export const PERMISSION_NAMES: Record<number, MessageDescriptor> = {
  [Permission.QUERY_PRICE]: msg`Query prices`,
  [Permission.PLACE_ORDER]: msg`Place orders`,
  [Permission.VIEW_CREDIT]: msg`View credit`,
  [Permission.USE_CREDIT]: msg`Use credit`,
}
