import { msg, plural } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { OrderDetail } from '../../contract'
import { MEAL_LABELS } from '../hotel/meal-label'

/** "Breakfast included · 2 guests": the booked rate's meals (§3 mealInfo), as the rate plan showed them. */
export function mealPlanText(i18n: I18n, { mealType, mealCount }: OrderDetail['mealInfo']): string {
  const label = i18n._(MEAL_LABELS[mealType])
  return mealType === 'none' || mealCount <= 0 ? label : `${label} · ${i18n._(msg({ message: plural(mealCount, { one: '# guest', other: '# guests' }) }))}`
}
