import { AccountSettings } from './account-settings.tsx'
import { SettingsTabs } from './settings-tabs.tsx'

/** Settings is tabs: Account for everyone, the studio's Studio, Team and Policies for the owner. */
export function SettingsSection() {
  return <SettingsTabs account={<AccountSettings />} />
}
