// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { arrangedSections, partsOf } from '#shared/content/page-parts.ts'
import { newSection } from '#shared/content/section-types.ts'
import type { Language } from '#shared/schema/common.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import type { FieldErrors } from '../forms/form-errors.ts'
import { createConsoleI18n } from '../i18n/console-i18n.ts'
import { SectionList } from './section-list.tsx'

// The home page's sections as its editor lists them (its parts, and a section of the library added between them),
// in each language of the console: the names of the kinds of section and of the parts follow it.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// jsdom has no modal dialogs: open and close are enough here (the browser tests have the real ones).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false
}

let root: Root
let host: HTMLElement
beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

function HomeSections() {
  const [sections, setSections] = useState<Section[]>(() => {
    const arranged = arrangedSections('home', null)
    let count = 0
    const cta = newSection('cta', () => `cta${(count += 1)}`)
    // Unwritten: named by its kind alone.
    cta.texts = { title: { en: '', es: '' }, text: { en: '', es: '' } }
    // Just before the consultation band.
    const at = arranged.findIndex((section) => section.settings.part === 'transform')
    return [...arranged.slice(0, at), cta, ...arranged.slice(at)]
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  return (
    <SectionList
      sections={sections}
      onChange={(change) => setSections(change)}
      errors={errors}
      onErrors={(change) => setErrors(change)}
      services={[]}
      parts={partsOf('home')}
      version="v1"
    />
  )
}

async function render(language: Language) {
  await act(async () =>
    root.render(
      <I18nextProvider i18n={createConsoleI18n(language)}>
        <HomeSections />
      </I18nextProvider>,
    ),
  )
}

const text = () => host.textContent ?? ''
const labels = () => [...host.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? '')
const button = (name: string) =>
  [...host.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name) ?? null

describe('the sections of a spec page, in the console’s language', () => {
  it('are named in Spanish in the Spanish console, the kinds, the parts and their claims', async () => {
    await render('es')
    // A part, its claims, a kind of section and its fields.
    expect(text()).toContain('Franja de consulta gratis')
    expect(text()).toContain('Cifra de satisfacción de clientas')
    expect(text()).toContain('Llamada a la acción')
    expect(text()).toContain('Una franja que invita a reservar, con los botones Reservar y Llamar.')
    expect(text()).toContain('Título')
    expect(labels()).toContain('Añadir una sección aquí, entre «Llamada a la acción» y «Franja de consulta gratis»')
    for (const english of ['Free consultation band', 'Client satisfaction figure', 'Call to action', 'Latest results', 'A band asking visitors']) {
      expect(text()).not.toContain(english)
      expect(labels().join('\n')).not.toContain(english)
    }

    // The list of kinds to add.
    await act(async () => button('Añadir una sección aquí, entre «Llamada a la acción» y «Franja de consulta gratis»')!.click())
    const picker = document.querySelector('dialog')!
    expect(picker.textContent).toContain('Va entre «Llamada a la acción» y «Franja de consulta gratis».')
    for (const spanish of ['Portada', 'Reseñas', 'Antes y después', 'Preguntas', 'Últimos artículos']) expect(picker.textContent).toContain(spanish)
    for (const english of ['Reviews', 'Before & after', 'Questions', 'Latest posts']) expect(picker.textContent).not.toContain(english)

    // What the screen reader hears once one is added.
    await act(async () => [...picker.querySelectorAll('button')].find((choice) => choice.textContent?.startsWith('Reseñas'))!.click())
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Nueva sección «Reseñas» añadida')
    expect(labels()).toContain('Reseñas: Lo que dicen nuestras clientas')
  })

  it('read in English as before in the English console', async () => {
    await render('en')
    expect(text()).toContain('Free consultation band')
    expect(text()).toContain('Client satisfaction figure')
    expect(text()).toContain('Call to action')
    expect(labels()).toContain('Add a section here, between “Call to action” and “Free consultation band”')
    for (const spanish of ['Franja de consulta gratis', 'Cifra de satisfacción', 'Llamada a la acción']) expect(text()).not.toContain(spanish)

    await act(async () => button('Add a section here, between “Call to action” and “Free consultation band”')!.click())
    const picker = document.querySelector('dialog')!
    for (const english of ['Hero', 'Reviews', 'Before & after', 'Questions', 'Latest posts']) expect(picker.textContent).toContain(english)
    expect(picker.textContent).not.toContain('Reseñas')
  })
})
