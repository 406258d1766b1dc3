import { Link } from 'react-router-dom'
import { LAUNCH_GROUPS, LAUNCH_GROUP_LABEL, type LaunchGroup, type LaunchItem } from '#shared/schema/launch-checklist.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { plural } from '../ui/format.ts'
import { CheckIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'
import { launchFixPlace } from './launch-fix.ts'
import { useSectionLabel } from '../console/section-label.ts'
import './launch-checklist.css'

/** Up to this many items, every group is open; beyond, only the first (a fresh store has about forty). */
const ALL_OPEN_UP_TO = 8

/**
 * "Ready to launch?": what the site still shows of the starter, grouped, each linking to the field that
 * fixes it (the server decides what counts, server/content/launch-checklist.ts). Its own request: the rest of the
 * dashboard never waits for it. An editor sees the owner's items as text, with whom to ask.
 */
export function LaunchChecklistCard() {
  const { api } = useAdmin()
  const { user } = useConsole()
  const checklist = useResource(() => api.getLaunchChecklist())
  const items = checklist.data?.items ?? []
  const ready = checklist.data !== undefined && items.length === 0
  const groups = LAUNCH_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group) })).filter((entry) => entry.items.length > 0)

  return (
    <section className={`adm-card adm-launch ${ready ? 'adm-launch--ready' : ''}`} aria-labelledby="adm-launch-title">
      <h2 id="adm-launch-title" className="adm-card__title">
        {ready ? (
          <>
            <CheckIcon /> Ready to launch
          </>
        ) : (
          'Ready to launch?'
        )}
      </h2>
      <ResourceState
        resource={checklist}
        words={{ loading: 'Checking what is left before launch...', loadError: 'Could not check what is left before launch' }}
      >
        {ready ? (
          <p className="adm-launch__intro">Nothing of the starter is left: every fact, page, review and photo on the site is the studio’s own.</p>
        ) : (
          <>
            <p className="adm-launch__count">{plural(items.length, 'thing', 'things')} left before launch</p>
            <p className="adm-muted adm-launch__intro">These still show the starter’s sample values to visitors. Each link opens the place that fixes it.</p>
            {groups.map(({ group, items: open }, index) => (
              <LaunchGroupList key={group} group={group} items={open} open={items.length <= ALL_OPEN_UP_TO || index === 0} owner={user.role === 'owner'} />
            ))}
          </>
        )}
      </ResourceState>
    </section>
  )
}

function LaunchGroupList({ group, items, open, owner }: { group: LaunchGroup; items: LaunchItem[]; open: boolean; owner: boolean }) {
  const sectionLabel = useSectionLabel()
  return (
    <details className="adm-launch__group" open={open}>
      <summary className="adm-launch__summary">
        {LAUNCH_GROUP_LABEL[group]} <span className="adm-launch__badge">{items.length}</span>
      </summary>
      <ul className="adm-launch__list">
        {items.map((item) => {
          const fix = launchFixPlace(item.fix, sectionLabel)
          const canFix = owner || !fix.ownerOnly
          return (
            <li key={item.id} className="adm-launch__item">
              {canFix ? (
                <Link className="adm-launch__title" to={fix.to}>
                  {item.title}
                </Link>
              ) : (
                <span className="adm-launch__title">{item.title}</span>
              )}
              <span className="adm-muted">{item.why}</span>
              <span className="adm-launch__place">{canFix ? `In ${fix.place}` : `Ask the owner: it is in ${fix.place}`}</span>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
