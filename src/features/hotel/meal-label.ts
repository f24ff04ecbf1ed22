import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { MealType } from '../../contract'

// §3 mealInfo.mealType names shown to agents.
export const MEAL_LABELS: Record<MealType, MessageDescriptor> = {
  none: msg`Room only`,
  breakfast: msg`Breakfast included`,
  half_board: msg`Half board`,
}
