import type { LaunchFix } from '#shared/schema/launch-checklist.ts'
import { PAGE_CONTENT } from '#shared/schema/page-content.ts'
import { pagePath, sectionPath } from '../console/console-paths.ts'
import { type MemberField, memberKey, pathKey, SETTINGS_ID, SETTINGS_TAB_LABEL } from '../settings/index.ts'
import type { SectionId } from '../features.ts'

/** Where a checklist item is fixed in the console: its address (the field's id after `#`) and its name. */
export interface LaunchFixPlace {
  /** A console address, `/settings/studio#settings-email`: the screen focuses the field once it is shown. */
  to: string
  /** "Settings → Studio", "Pages → Home". */
  place: string
  /** Settings' studio tabs are the owner's: an editor is told whom to ask. */
  ownerOnly: boolean
}

/** The id a Settings input has (studio-settings-form.ts): `settings-email`, `settings-team-camila-ortiz-license`. */
export function settingsFieldId(field: string, member?: string): string {
  return SETTINGS_ID + (member === undefined ? pathKey(field) : memberKey(member, field as MemberField))
}

export function launchFixPlace(fix: LaunchFix, sectionLabel: (id: SectionId) => string): LaunchFixPlace {
  switch (fix.kind) {
    case 'settings':
      return {
        to: `${sectionPath('settings', fix.tab)}#${settingsFieldId(fix.field, fix.member)}`,
        place: `Settings → ${SETTINGS_TAB_LABEL[fix.tab]}`,
        ownerOnly: true,
      }
    case 'page':
      return { to: pagePath(fix.page), place: `Pages → ${PAGE_CONTENT.find((page) => page.id === fix.page)?.label ?? fix.page}`, ownerOnly: false }
    case 'section':
      return { to: sectionPath(fix.section), place: sectionLabel(fix.section), ownerOnly: false }
  }
}
