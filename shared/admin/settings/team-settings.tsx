import type { ReactNode } from 'react'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { FieldError, TextField } from '../forms/field.tsx'
import { HeadshotField } from './headshot-field.tsx'
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../ui/icons.tsx'
import { MEMBER_LABEL, SETTINGS_ID, memberKey, newMember, type MemberField, type MemberValues, type TabFieldsProps } from './studio-settings-form.ts'
import { TeamCardPreview } from './team-card-preview.tsx'
import { useRefocus } from '../ui/use-refocus.ts'

/** At most this many artists (the schema's limit). */
const MAX_TEAM = 20

/** How staff tell the artists apart: "Lead artist: Daniela Reyes", "Artist 2: Camila Ortiz". */
function memberTitle(member: MemberValues, index: number): string {
  const position = index === 0 ? 'Lead artist' : `Artist ${index + 1}`
  return `${position}: ${member.fields.name.trim() || 'new artist'}`
}

/**
 * The Team tab: each artist's texts in both languages, license, specialties and headshot, beside a live
 * preview of the Artists page's card. Reordered with Move up / Move down; the first is the founder and lead artist.
 */
export function TeamSettings({ values, update, errors }: TabFieldsProps) {
  const confirm = useConfirm()
  const refocus = useRefocus()
  const team = values.team

  const setTeam = (change: (team: MemberValues[]) => MemberValues[]) => update((current) => ({ ...current, team: change(current.team) }))
  const setField = (key: string, field: MemberField, value: string) =>
    setTeam((current) => current.map((member) => (member.key === key ? { ...member, fields: { ...member.fields, [field]: value } } : member)))

  function move(member: MemberValues, by: -1 | 1) {
    const buttons = [`${SETTINGS_ID}${memberKey(member.key)}-move-up`, `${SETTINGS_ID}${memberKey(member.key)}-move-down`]
    refocus.current = by < 0 ? buttons : buttons.reverse()
    setTeam((current) => {
      const from = current.findIndex((other) => other.key === member.key)
      const to = from + by
      if (from < 0 || to < 0 || to >= current.length) return current
      const next = [...current]
      next.splice(to, 0, ...next.splice(from, 1))
      return next
    })
  }

  async function remove(member: MemberValues, index: number) {
    const name = member.fields.name.trim()
    const yes = await confirm({
      title: 'Remove this artist?',
      message: (
        <p>{name ? `“${name}”` : 'This artist'} will no longer be shown on the site once you save the team. Their headshot stays in the media library.</p>
      ),
      confirmLabel: 'Remove artist',
      tone: 'danger',
    })
    if (!yes) return
    const neighbour = team[index + 1] ?? team[index - 1]
    refocus.current = [neighbour ? `${SETTINGS_ID}${memberKey(neighbour.key)}` : '', `${SETTINGS_ID}team-add`].filter(Boolean)
    setTeam((current) => current.filter((other) => other.key !== member.key))
  }

  function add() {
    const key = `new-${Math.random().toString(36).slice(2, 10)}`
    refocus.current = [`${SETTINGS_ID}${memberKey(key, 'name')}`]
    setTeam((current) => [...current, newMember(key)])
  }

  const teamError = errors.team
  return (
    <div id={`${SETTINGS_ID}team`} className="adm-stack" tabIndex={-1} aria-describedby={teamError ? `${SETTINGS_ID}team-error` : undefined}>
      <FieldError id={`${SETTINGS_ID}team`} error={teamError} />
      <ol className="adm-list adm-team" aria-label="Artists, in the order the site shows them">
        {team.map((member, index) => (
          <li key={member.key}>
            <MemberFields
              member={member}
              index={index}
              count={team.length}
              errors={errors}
              onField={(field, value) => setField(member.key, field, value)}
              onMove={(by) => move(member, by)}
              onRemove={() => void remove(member, index)}
              county={values.studio['address.county']}
            />
          </li>
        ))}
      </ol>
      <div>
        <button id={`${SETTINGS_ID}team-add`} type="button" className="adm-button adm-button--secondary" onClick={add} disabled={team.length >= MAX_TEAM}>
          <PlusIcon /> Add an artist
        </button>
      </div>
    </div>
  )
}

interface MemberFieldsProps {
  member: MemberValues
  index: number
  count: number
  errors: TabFieldsProps['errors']
  onField(field: MemberField, value: string): void
  onMove(by: -1 | 1): void
  onRemove(): void
  /** The county on the Studio tab, as the card's license line names it. */
  county: string
}

function MemberFields({ member, index, count, errors, onField, onMove, onRemove, county }: MemberFieldsProps) {
  const groupId = `${SETTINGS_ID}${memberKey(member.key)}`
  const title = memberTitle(member, index)
  const name = member.fields.name.trim() || `artist ${index + 1}`
  const field = (key: MemberField, options: { rows?: number; hint?: ReactNode; required?: boolean } = {}) => (
    <TextField
      id={`${SETTINGS_ID}${memberKey(member.key, key)}`}
      name={key}
      label={MEMBER_LABEL[key]}
      rows={options.rows}
      value={member.fields[key]}
      onChange={(value) => onField(key, value)}
      error={errors[memberKey(member.key, key)]}
      hint={options.hint}
      required={options.required ?? true}
    />
  )
  const image = member.fields['headshot.image']

  return (
    <fieldset id={groupId} className="adm-card adm-settings-group adm-team-member" tabIndex={-1}>
      <legend className="adm-settings-group__legend">{title}</legend>
      {index === 0 && <p className="adm-hint adm-settings-group__hint">Shown first, as the studio’s founder and lead artist.</p>}
      <div className="adm-team-member__grid">
        <div className="adm-team-member__fields">
          {field('name')}
          <div className="adm-grid-2">
            {field('role.en', { hint: 'Such as Permanent Makeup Artist.' })}
            {field('role.es', { hint: 'Por ejemplo: Artista de maquillaje permanente.' })}
          </div>
          <div className="adm-grid-2">
            {field('bio.en', { rows: 8, hint: 'Separate paragraphs with a blank line.' })}
            {field('bio.es', { rows: 8, hint: 'Separe los párrafos con una línea en blanco.' })}
          </div>
          {field('license', { required: false, hint: 'Shown as “License No. …”. Leave empty to show no license line.' })}
          <div className="adm-grid-2">
            {field('specialties.en', { rows: 4, required: false, hint: 'One per line, or separated by commas.' })}
            {field('specialties.es', { rows: 4, required: false, hint: 'Una por línea, o separadas por comas.' })}
          </div>
          <HeadshotField
            id={`${SETTINGS_ID}${memberKey(member.key, 'headshot.image')}`}
            artist={name}
            url={image}
            error={errors[memberKey(member.key, 'headshot.image')]}
            onChange={(url, picked) => {
              onField('headshot.image', url)
              // The library's description is a first draft of the English one.
              if (url && picked?.alt && !member.fields['headshot.alt.en'].trim()) onField('headshot.alt.en', picked.alt)
            }}
          />
          {image && (
            <div className="adm-grid-2">
              {field('headshot.alt.en', { hint: 'What the photo shows, for people who cannot see it.' })}
              {field('headshot.alt.es', { hint: 'Lo que muestra la foto, para quien no puede verla.' })}
            </div>
          )}
        </div>
        <TeamCardPreview member={member} county={county} />
      </div>
      <div className="adm-team-member__actions">
        <button
          id={`${groupId}-move-up`}
          type="button"
          className="adm-button adm-button--ghost adm-button--small"
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpIcon /> Move up<span className="visually-hidden">: {name}</span>
        </button>
        <button
          id={`${groupId}-move-down`}
          type="button"
          className="adm-button adm-button--ghost adm-button--small"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownIcon /> Move down<span className="visually-hidden">: {name}</span>
        </button>
        <button type="button" className="adm-button adm-button--danger-ghost adm-button--small" disabled={count <= 1} onClick={onRemove}>
          <TrashIcon /> Remove<span className="visually-hidden">: {name}</span>
        </button>
      </div>
    </fieldset>
  )
}
