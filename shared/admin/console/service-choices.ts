import type { Language } from '#shared/schema/common.ts'
import type { StudioService } from '#shared/schema/service.ts'

/** A choice of a service picker: the value stored (a service's slug, or `consultation`, `general`) and its words. */
export type ServiceChoice = readonly [value: string, label: string]

/**
 * How staff tell services apart: the name in the console's language, else in the other one (the Services section
 * lists them by the English name).
 */
export function serviceName(service: Pick<StudioService, 'name' | 'slug'>, language: Language = 'en'): string {
  return service.name[language] || service.name[language === 'en' ? 'es' : 'en'] || service.slug
}

/**
 * The choices of a review's or a gallery photo's service (decision 024): the studio's services in its order by name
 * (in `language`, the console's), a hidden one marked by `hidden` (the server takes it: a photo or a review keeps a
 * service hidden since), then `extra`, what is not a service (a consultation, the studio in general). `current`: the
 * record's value; one the studio no longer has (a service deleted since) stays a choice by its slug, so the picker
 * shows what is stored. `services` is undefined while they load.
 */
export function serviceChoices(
  services: readonly StudioService[] | undefined,
  { extra, hidden, current = '', language = 'en' }: { extra: readonly ServiceChoice[]; hidden(name: string): string; current?: string; language?: Language },
): ServiceChoice[] {
  const choices: ServiceChoice[] = (services ?? []).map((service) => {
    const name = serviceName(service, language)
    return [service.slug, service.hidden ? hidden(name) : name]
  })
  choices.push(...extra)
  if (current && !choices.some(([value]) => value === current)) choices.push([current, current])
  return choices
}

/** A stored value's words among the choices (a list's line); the value itself when it is none of them. */
export function serviceChoiceLabel(choices: readonly ServiceChoice[], value: string): string {
  return choices.find(([choice]) => choice === value)?.[1] ?? value
}
