import type { LaunchFix } from '#shared/schema/launch-checklist.ts'
import { PAGE_CONTENT } from '#shared/schema/page-content.ts'
import { pagePath, postPath, sectionPath } from '../console/console-paths.ts'
import { type MemberField, memberKey, pathKey, SETTINGS_ID, SETTINGS_TAB_LABEL } from '../settings/index.ts'
import { FIELD_ID_PREFIX } from '../pages/index.ts'
import type { SectionId } from '../features.ts'

/** Where a checklist item is fixed in the console: its address (the field's id after `#`) and its name. */
export interface LaunchFixPlace {
  /** A console address, `/settings/studio#settings-email`: the screen focuses the field once it is shown. */
  to: string
  /** "Settings → Studio", "Pages → Home". */
  place: string
  /** Settings' studio tabs, the pages and the sections only the owner changes: an editor is told whom to ask. */
  ownerOnly: boolean
}

/** The id a Settings input has (studio-settings-form.ts): `settings-email`, `settings-team-camila-ortiz-license`. */
export function settingsFieldId(field: string, member?: string): string {
  return SETTINGS_ID + (member === undefined ? pathKey(field) : memberKey(member, field as MemberField))
}

type FixSection = Extract<LaunchFix, { kind: 'section' }>['section']

/**
 * The sections a checklist item may send to that only the owner changes (their features are `ownerOnly`; a test holds
 * the two together: features.ts cannot be imported here without a cycle).
 */
export const OWNER_FIX_SECTIONS: Record<FixSection, boolean> = { reviews: true, services: true, gallery: false }

export function launchFixPlace(fix: LaunchFix, sectionLabel: (id: SectionId) => string): LaunchFixPlace {
  switch (fix.kind) {
    case 'settings':
      return {
        to: `${sectionPath('settings', fix.tab)}#${settingsFieldId(fix.field, fix.member)}`,
        place: `Settings → ${SETTINGS_TAB_LABEL[fix.tab]}`,
        ownerOnly: true,
      }
    case 'page':
      // A text of the page: its input's id (`page-en.hero.title`) after `#`.
      return {
        to: `${pagePath(fix.page)}${fix.field ? `#${encodeURIComponent(FIELD_ID_PREFIX + fix.field)}` : ''}`,
        place: `Pages → ${PAGE_CONTENT.find((page) => page.id === fix.page)?.label ?? fix.page}`,
        ownerOnly: true,
      }
    case 'post':
      return { to: postPath(fix.id), place: `Posts → ${fix.title}`, ownerOnly: false }
    case 'section':
      return { to: sectionPath(fix.section), place: sectionLabel(fix.section), ownerOnly: OWNER_FIX_SECTIONS[fix.section] }
  }
}
