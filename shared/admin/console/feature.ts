import type { ComponentType, SVGProps } from 'react'

/**
 * One section of the console, as its folder describes it in its `feature.ts`; `features.ts` lists them in the
 * sidebar's order and the shell builds the sidebar, the screens, the titles and the addresses from that list.
 */
export interface Feature<Id extends string = string> {
  /** Its address (`/<id>`) and the key of its name in the `shell` catalogue (`sections.<id>`). */
  id: Id
  icon: ComponentType<SVGProps<SVGSVGElement>>
  /** Hidden from editors (an editor who types its address is told so); the server refuses their calls (403) anyway. */
  ownerOnly?: boolean
  /** What a second part of its address names: a post (`/posts/<id>`), a page (`/pages/<id>`) or a tab (`/settings/<tab>`). */
  detail?: 'post' | 'page' | 'tab'
  /** Its screen, fetched the first time the section is opened (the sign-in screen loads none of them). */
  load(): Promise<ComponentType>
}

/** Keeps the id's literal type, so the section ids are a union the compiler checks. */
export function defineFeature<const Id extends string>(feature: Feature<Id>): Feature<Id> {
  return feature
}
