import type { ReactNode } from 'react'
import { ConsoleLanguagePicker } from '../i18n/console-language.tsx'
import { BrandMark } from '../ui/icons.tsx'

/**
 * A screen before the console (an invitation, a first password): the sign-in screen's card alone, with the studio's
 * mark above and the console's language below.
 */
export function StaffCardScreen({ languageId, children }: { languageId: string; children: ReactNode }) {
  return (
    <div className="adm-root adm-login adm-login--single">
      <main className="adm-login__main">
        <div className="adm-login__card">
          <div className="adm-login__brand">
            <BrandMark size={48} />
          </div>
          {children}
          <ConsoleLanguagePicker id={languageId} className="adm-login__language" />
        </div>
      </main>
    </div>
  )
}
