import { serviceGuard } from '../../../content/service-guard.ts'

/** Hidden by the studio: 404. */
export const guard = serviceGuard('lip-pigmentation')
