import { useState } from 'react'
import { TextField } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { Panel, SCHEDULE_DATE_ID } from './post-form-panels.tsx'
import type { PostFormValues } from './post-form-values.ts'
import { fromWallTime, scheduleText, toWallTime, type WallTime } from './schedule-time.ts'

interface ScheduleFieldProps {
  values: PostFormValues
  errors: FieldErrors
  set<K extends keyof PostFormValues>(field: K, value: PostFormValues[K]): void
}

/**
 * The post editor's Schedule card (the save bar's Schedule button comes here). A date and a time on the studio's clock (New York,
 * whatever the computer's own zone); the post publishes itself then. A published post has no schedule.
 */
export function ScheduleField({ values, errors, set }: ScheduleFieldProps) {
  const id = SCHEDULE_DATE_ID
  // What is typed, kept while half of it is (a date without a time yet); the form holds the whole time only.
  const [typed, setTyped] = useState<WallTime>(() => (values.scheduledAt ? toWallTime(values.scheduledAt) : { date: '', time: '' }))
  // The form's value wins when it changed without typing here (a save, a reload, a kept draft offered back).
  const typedAt = fromWallTime(typed)
  const wall: WallTime = values.scheduledAt
    ? typedAt === values.scheduledAt
      ? typed
      : toWallTime(values.scheduledAt)
    : typedAt
      ? { date: '', time: '' }
      : typed

  function change(next: WallTime) {
    setTyped(next)
    set('scheduledAt', fromWallTime(next) ?? '')
  }

  function unschedule() {
    setTyped({ date: '', time: '' })
    set('scheduledAt', '')
  }

  const error = errors.scheduledAt
  const hint = values.published
    ? 'Published now: a published post has no schedule.'
    : values.scheduledAt
      ? `Publishes ${scheduleText(values.scheduledAt)}`
      : 'Not scheduled. Pick a date and a time (Eastern time) to publish it then.'
  return (
    <Panel title="Schedule">
      <p id={`${id}-status`} className="adm-hint" role="status">
        {hint}
      </p>
      {!values.published && (
        <>
          <div className="adm-schedule__inputs">
            <TextField
              id={id}
              name="scheduledAt"
              label="Publish on (date)"
              type="date"
              value={wall.date}
              onChange={(date) => change({ ...wall, date })}
              error={error}
            />
            <TextField
              id={`${id}-time`}
              name="scheduledAt-time"
              label="At (Eastern time)"
              type="time"
              value={wall.time}
              onChange={(time) => change({ ...wall, time })}
            />
          </div>
          {values.scheduledAt && (
            <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={unschedule}>
              Unschedule
            </button>
          )}
        </>
      )}
    </Panel>
  )
}
