import { Button, chakra, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Input } from '../../../components/field'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { MEAL_TYPES, type Currency, type MealType } from '../../../contract'
import { listItems, toListParam, type HotelListSearch, type ListParam } from '../../../lib/stay-search'
import { MEAL_LABELS } from '../../../lib/meal-label'
import { CheckboxRow } from '../../../components/checkbox-row'

export type FilterPatch = Pick<HotelListSearch, 'priceMin' | 'priceMax' | 'stars' | 'meals' | 'freeCancel' | 'keyword'>

function toggle(param: ListParam | undefined, item: string | number, on: boolean): ListParam | undefined {
  const next: (string | number)[] = listItems(param).filter((x) => x !== String(item))
  if (on) next.push(item)
  const typed = typeof item === 'number' ? next.map(Number).sort() : next.sort()
  return toListParam(typed)
}

/**
 * A group of filters: a native fieldset and legend, styled as Chakra's Fieldset (the list route's
 * only use of it brought its component code, ~1 KB gzip, to the heaviest route, #9 route ceiling).
 */
function FilterGroup({ legend, error, children }: { legend: string; error?: string | null; children: ReactNode }) {
  const errorId = useId()
  return (
    <chakra.fieldset display="flex" flexDirection="column" width="full" minW="0" m="0" p="0" border="0" spaceY="4" aria-describedby={error ? errorId : undefined} data-invalid={error ? '' : undefined}>
      <chakra.legend p="0" textStyle="sm" fontWeight="semibold" color="fg">
        {legend}
      </chakra.legend>
      {children}
      {error && (
        <Text id={errorId} textStyle="sm" fontWeight="medium" color="fg.error">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  )
}

/**
 * The filters an agent expects (§7 list): hotel name, total price range in the reference
 * currency, stars, meal plan, free cancellation. Ticks apply at once; typed values on submit.
 * No currency: the user may not see prices (§6), so there is no price range.
 */
export function ListFilters({ search, currency, onChange }: { search: HotelListSearch; currency?: Currency; onChange(patch: FilterPatch): void }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [keyword, setKeyword] = useState(search.keyword ?? '')
  const [min, setMin] = useState(search.priceMin?.toString() ?? '')
  const [max, setMax] = useState(search.priceMax?.toString() ?? '')
  const [priceError, setPriceError] = useState(false)

  const applyTyped = (e: FormEvent) => {
    e.preventDefault()
    const priceMin = min.trim() === '' ? undefined : Number(min)
    const priceMax = max.trim() === '' ? undefined : Number(max)
    const bad = (v: number | undefined) => v !== undefined && (!Number.isFinite(v) || v < 0)
    if (bad(priceMin) || bad(priceMax) || (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)) {
      setPriceError(true)
      return
    }
    setPriceError(false)
    onChange({ keyword: keyword.trim() || undefined, priceMin, priceMax })
  }

  return (
    <Stack gap="5">
      <form onSubmit={applyTyped} noValidate>
        <Stack gap="4">
          <Stack gap="1">
            <Text asChild textStyle="sm" fontWeight="semibold">
              <label htmlFor={`${id}-kw`}>{t`Hotel name`}</label>
            </Text>
            <Input id={`${id}-kw`} value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={64} placeholder={t`Contains…`} />
          </Stack>
          {currency && (
            <FilterGroup legend={t`Total price (${currency})`} error={priceError ? t`Enter amounts of 0 or more, the minimum not above the maximum` : null}>
              <Flex gap="2" align="center">
                <Input aria-label={t`Minimum price`} inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} placeholder={t`Min`} />
                <Text aria-hidden="true">–</Text>
                <Input aria-label={t`Maximum price`} inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} placeholder={t`Max`} />
              </Flex>
            </FilterGroup>
          )}
          <Button type="submit" variant="outline" minH="11">
            {t`Apply`}
          </Button>
        </Stack>
      </form>
      <FilterGroup legend={t`Star rating`}>
        <Stack gap="0">
          {[5, 4, 3, 2, 1].map((s) => (
            <CheckboxRow
              key={s}
              label={
                <>
                  <span aria-hidden="true">{'★'.repeat(s)}</span>
                  <VisuallyHidden>{t({ message: plural(s, { one: '# star', other: '# stars' }) })}</VisuallyHidden>
                </>
              }
              checked={listItems(search.stars).includes(String(s))} onChange={(on) => onChange({ stars: toggle(search.stars, s, on) })} />
          ))}
        </Stack>
      </FilterGroup>
      <FilterGroup legend={t`Meal plan`}>
        <Stack gap="0">
          {MEAL_TYPES.map((m: MealType) => (
            <CheckboxRow key={m} label={i18n._(MEAL_LABELS[m])} checked={listItems(search.meals).includes(m)} onChange={(on) => onChange({ meals: toggle(search.meals, m, on) })} />
          ))}
        </Stack>
      </FilterGroup>
      <CheckboxRow label={t`Free cancellation only`} checked={search.freeCancel === true} onChange={(on) => onChange({ freeCancel: on || undefined })} />
    </Stack>
  )
}
