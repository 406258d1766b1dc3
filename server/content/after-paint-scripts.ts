import { AFTER_PAINT_ATTRIBUTE } from '#shared/head/after-first-paint.ts'

/** The page script as Vike writes it: an async module of the build. */
const PAGE_SCRIPT = /<script src="(\/assets\/[\w./-]+\.js)" type="module" async><\/script>/g

/**
 * Holds a public page's script until its first paint: in its place a `<template>` names it (the browser
 * neither fetches nor runs it, and the markup is valid HTML), and the head's inline script starts it once the first
 * paint is reported
 * (shared/head/after-first-paint.ts). Its three files then no longer count into Lighthouse's simulated FCP and LCP.
 */
export function holdPageScripts(html: string): string {
  return html.replace(PAGE_SCRIPT, (_, src: string) => `<template ${AFTER_PAINT_ATTRIBUTE}="${src}"></template>`)
}
