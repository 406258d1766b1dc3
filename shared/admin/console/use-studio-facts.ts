import { useEffect, useState } from 'react'
import type { StudioApi } from '#shared/api/studio-api.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { useAdmin } from './admin-context.tsx'

/** One read per console (and per save: `rememberStudio`), shared by every screen that names the studio or its team. */
const known = new WeakMap<StudioApi, StudioSettings>()
const listeners = new Set<() => void>()

/** After Settings saved: every screen showing the studio's name or team shows the new ones. */
export function rememberStudio(api: StudioApi, settings: StudioSettings): void {
  known.set(api, settings)
  for (const listener of listeners) listener()
}

/**
 * The studio's settings as the server has them (its name on the login screen and in the sidebar, its artists in the
 * gallery form); undefined until they arrive, or if the server cannot be reached (the screens then say less).
 */
export function useStudioFacts(): StudioSettings | undefined {
  const { api } = useAdmin()
  const [settings, setSettings] = useState(() => known.get(api))
  useEffect(() => {
    const update = () => setSettings(known.get(api))
    listeners.add(update)
    if (!known.has(api)) {
      api.getStudio().then(
        (loaded) => rememberStudio(api, loaded),
        () => undefined, // a screen that names the studio works without the name
      )
    }
    return () => {
      listeners.delete(update)
    }
  }, [api])
  return settings
}
