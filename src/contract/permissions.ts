// §6: numeric permission ids. A main user holds all of them.
export const Permission = {
  QUERY_PRICE: 1,
  PLACE_ORDER: 2,
  VIEW_CREDIT: 3,
  USE_CREDIT: 4,
} as const
export type PermissionId = (typeof Permission)[keyof typeof Permission]
export const ALL_PERMISSIONS: readonly PermissionId[] = [1, 2, 3, 4]

export function hasPermissions(held: readonly number[], required: readonly number[]): boolean {
  return required.every((p) => held.includes(p))
}
