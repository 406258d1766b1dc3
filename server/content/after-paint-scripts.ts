import { AFTER_PAINT_TYPE } from '../../shared/head/after-first-paint.ts'

/** The page script as Vike writes it: an async module of the build. */
const PAGE_SCRIPT = /<script src="(\/assets\/[\w./-]+\.js)" type="module" async><\/script>/g

/**
 * Holds a public page's script until its first paint (issue #15): the script keeps its place but gets a type the
 * browser neither fetches nor runs, and the head's inline script starts it once the first paint is reported
 * (shared/head/after-first-paint.ts). Its three files then no longer count into Lighthouse's simulated FCP and LCP.
 */
export function holdPageScripts(html: string): string {
  return html.replace(PAGE_SCRIPT, (_, src: string) => `<script type="${AFTER_PAINT_TYPE}" src="${src}"></script>`)
}
