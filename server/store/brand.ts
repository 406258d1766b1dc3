import { type Brand, NO_BRAND } from '#shared/schema/brand.ts'
import { type AuditBy, audit, auditTarget } from './audit.ts'
import type { Store } from './store.ts'

/** The studio's logo and favicon as stored (none of either: the drawn ones). */
export function storedBrand(store: Store): Brand {
  return store.data.brand ?? NO_BRAND
}

/** Replaced whole (the journal records a replaced field), as every write lets the held pages go: they show it at once. */
export function saveBrand(store: Store, change: Partial<Brand>, label: string, by?: AuditBy): Promise<Brand> {
  return store.update((tx) => {
    const brand = { ...(tx.data.brand ?? NO_BRAND), ...change }
    tx.set('brand', brand)
    audit(tx, by, { action: 'changed', target: auditTarget('settings', 'brand', label) })
    return brand
  })
}
