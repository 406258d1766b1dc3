// Where the launch checklist sends the owner in Settings: a tab and a field's address.
export { SETTINGS_ID, SETTINGS_TAB_LABEL, memberKey, pathKey, type MemberField } from './studio-settings-form.ts'
