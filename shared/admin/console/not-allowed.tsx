import { AlertIcon } from '../ui/icons.tsx'

/**
 * What an editor sees on a section of the owner's (reached without the sidebar: by its address, typed or
 * bookmarked). The server refuses the section's calls with 403 anyway.
 */
export function NotAllowed() {
  return (
    <div className="adm-state adm-state--error" role="alert">
      <AlertIcon />
      <div>
        <p className="adm-state__title">This section is for the studio owner</p>
        <p className="adm-muted">Your account is an editor account. Ask the owner if you need something changed here.</p>
      </div>
    </div>
  )
}
