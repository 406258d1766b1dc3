import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from './dialog.tsx'

export interface ConfirmOptions {
  title: string
  message: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** 'danger' for deleting and discarding: the red button, and focus starts on Cancel. */
  tone?: 'danger' | 'default'
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>

const ConfirmContext = createContext<Confirm>(async () => false)

/** Asks a yes/no question in an accessible dialog (window.confirm does not exist in Electron). */
export function useConfirm(): Confirm {
  return useContext(ConfirmContext)
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<(ConfirmOptions & { answer: (yes: boolean) => void }) | null>(null)
  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setQuestion({ ...options, answer: resolve })
      }),
    [],
  )
  const answer = (yes: boolean) => {
    question?.answer(yes)
    setQuestion(null)
  }
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {question && <ConfirmDialog {...question} onAnswer={answer} />}
    </ConfirmContext.Provider>
  )
}

function ConfirmDialog({ title, message, confirmLabel, cancelLabel, tone = 'default', onAnswer }: ConfirmOptions & { onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation('ui')
  const cancel = useRef<HTMLButtonElement>(null)
  const messageId = useId()
  return (
    <Dialog title={title} role="alertdialog" describedBy={messageId} onClose={() => onAnswer(false)} initialFocus={tone === 'danger' ? cancel : undefined}>
      <div id={messageId} className="adm-dialog__message">
        {message}
      </div>
      <div className="adm-dialog__actions">
        <button ref={cancel} type="button" className="adm-button adm-button--secondary" onClick={() => onAnswer(false)}>
          {cancelLabel ?? t('dialog.cancel')}
        </button>
        <button type="button" className={`adm-button ${tone === 'danger' ? 'adm-button--danger' : 'adm-button--primary'}`} onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
