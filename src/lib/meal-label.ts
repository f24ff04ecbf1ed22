import { msg, plural } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { MealType } from '../contract'

// §3 mealInfo.mealType names shown to agents.
export const MEAL_LABELS: Record<MealType, MessageDescriptor> = {
  none: msg`Room only`,
  breakfast: msg`Breakfast included`,
  half_board: msg`Half board`,
}

/** "Breakfast included · 2 guests": a booked rate's meals (§3 mealInfo), worded as its rate plan showed them. */
export function mealPlanText(i18n: I18n, { mealType, mealCount }: { mealType: MealType; mealCount: number }): string {
  const label = i18n._(MEAL_LABELS[mealType])
  return mealType === 'none' || mealCount <= 0 ? label : `${label} · ${i18n._(msg({ message: plural(mealCount, { one: '# guest', other: '# guests' }) }))}`
}
