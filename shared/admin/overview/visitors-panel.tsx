import './visitors.css'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ANALYTICS_PERIODS, type AnalyticsReport } from '#shared/schema/analytics.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'
import { BarTable } from './bar-table.tsx'
import { Stat } from './overview-section.tsx'
import { useVisitorWords } from './visitor-words.ts'

type Period = (typeof ANALYTICS_PERIODS)[number]

/**
 * Who visited the website and what brought bookings closer (docs/decisions/029-analytics.md): the server's own
 * counts of its pages and of the booking taps, over 7, 30 or 90 days. Nothing in it is about one person.
 */
export function VisitorsPanel() {
  const { t } = useTranslation('analytics')
  const [days, setDays] = useState<Period>(7)
  const headingId = useId()
  return (
    <section className="adm-visitors adm-stack" aria-labelledby={headingId}>
      <div className="adm-visitors__head">
        <h2 id={headingId} className="adm-visitors__title">
          {t('title')}
        </h2>
        <div className="adm-tabs" role="group" aria-label={t('period')}>
          {ANALYTICS_PERIODS.map((period) => (
            <button key={period} type="button" className="adm-tab" aria-pressed={days === period} onClick={() => setDays(period)}>
              {t('days', { count: period })}
            </button>
          ))}
        </div>
      </div>
      <VisitorNumbers key={days} days={days} />
    </section>
  )
}

function VisitorNumbers({ days }: { days: Period }) {
  const { api } = useAdmin()
  const { t } = useTranslation('analytics')
  const report = useResource(() => api.getAnalytics({ days }))
  const data = report.data
  return (
    <ResourceState resource={report} words={{ loading: t('loading'), loadError: t('loadFailed') }}>
      {data && !data.enabled ? <p className="adm-visitors__off">{t('off')}</p> : data && <Report data={data} />}
    </ResourceState>
  )
}

function Report({ data }: { data: AnalyticsReport }) {
  const { t } = useTranslation('analytics')
  const words = useVisitorWords()
  const period = t('lastDays', { count: data.days })
  return (
    <>
      <ul className="adm-stats" aria-label={t('totals', { period })}>
        <Stat label={t('visitors')} value={data.totals.visitors} tone="plain" />
        <Stat label={t('views')} value={data.totals.views} tone="plain" />
        <Stat label={t('bookingTaps')} value={data.totals.intents - (data.intents.find((row) => row.intent === 'inquiry')?.count ?? 0)} tone="plain" />
        <Stat label={t('inquiriesReceived')} value={data.totals.inquiries} tone="plain" />
      </ul>
      <DailyChart daily={data.daily} period={period} />
      <div className="adm-charts">
        <BarTable
          title={t('topPages')}
          caption={t('caption.pages', { period })}
          column={t('column.page')}
          unit={t('unit.views')}
          rows={data.pages.map((row) => ({ key: row.page, label: words.page(row.page), count: row.views }))}
        />
        <BarTable
          title={t('topPosts')}
          caption={t('caption.posts', { period })}
          column={t('column.post')}
          unit={t('unit.views')}
          rows={data.posts.map((row) => ({ key: row.page, label: row.page, count: row.views }))}
        />
        <BarTable
          title={t('sources')}
          caption={t('caption.sources', { period })}
          column={t('column.source')}
          unit={t('unit.visitors')}
          rows={data.sources.map((row) => ({ key: row.source, label: words.source(row.source), count: row.visitors }))}
        />
        <BarTable
          title={t('languages')}
          caption={t('caption.languages', { period })}
          column={t('column.language')}
          unit={t('unit.visitors')}
          rows={data.languages.map((row) => ({ key: row.language, label: words.language(row.language), count: row.visitors }))}
        />
        <BarTable
          title={t('devices')}
          caption={t('caption.devices', { period })}
          column={t('column.device')}
          unit={t('unit.visitors')}
          rows={data.devices.map((row) => ({ key: row.device, label: words.device(row.device), count: row.visitors }))}
        />
        <BarTable
          title={t('funnel')}
          caption={t('caption.funnel', { period, inquiries: data.totals.inquiries })}
          column={t('column.step')}
          unit={t('unit.times')}
          rows={data.intents.map((row) => ({ key: row.intent, label: words.intent(row.intent), count: row.count }))}
        />
        <BarTable
          title={t('tapsByPage')}
          caption={t('caption.tapsByPage', { period })}
          column={t('column.page')}
          unit={t('unit.taps')}
          rows={data.intentsByPage.map((row) => ({ key: row.page, label: words.page(row.page), count: row.count }))}
        />
        <BarTable
          title={t('tapsBySource')}
          caption={t('caption.tapsBySource', { period })}
          column={t('column.source')}
          unit={t('unit.taps')}
          rows={data.intentsBySource.map((row) => ({ key: row.source, label: words.source(row.source), count: row.count }))}
        />
      </div>
    </>
  )
}

/** The chart's drawing box: its lines keep their width however wide the card is (non-scaling strokes). */
const WIDTH = 600
const HEIGHT = 160

/**
 * Page views per day as bars and visitors as a line, in SVG drawn to the card's width; the same numbers are in a
 * table beneath it for screen readers and keyboards (opened with "Show the numbers").
 */
function DailyChart({ daily, period }: { daily: AnalyticsReport['daily']; period: string }) {
  const titleId = useId()
  const { t } = useTranslation('analytics')
  const { day: dayLabel } = useVisitorWords()
  const max = Math.max(1, ...daily.map((day) => day.views))
  const step = WIDTH / Math.max(1, daily.length)
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4)
  const line = daily.map((day, index) => `${index === 0 ? 'M' : 'L'}${(index + 0.5) * step},${y(day.visitors)}`).join(' ')
  const first = daily[0]
  const last = daily.at(-1)
  return (
    <section className="adm-card adm-chart adm-daily" aria-labelledby={titleId}>
      <h3 id={titleId} className="adm-card__title">
        {t('chart.title')}
      </h3>
      <p className="adm-daily__legend">
        <span className="adm-daily__key adm-daily__key--views" aria-hidden="true" /> {t('views')}
        <span className="adm-daily__key adm-daily__key--visitors" aria-hidden="true" /> {t('visitors')}
        <span className="adm-daily__max">{t('chart.most', { count: max })}</span>
      </p>
      <svg className="adm-daily__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {daily.map((day, index) => (
          <rect key={day.day} className="adm-daily__bar" x={index * step + step * 0.15} width={step * 0.7} y={y(day.views)} height={HEIGHT - y(day.views)} />
        ))}
        <path className="adm-daily__line" d={line} vectorEffect="non-scaling-stroke" />
      </svg>
      {first && last && (
        <p className="adm-daily__axis" aria-hidden="true">
          <span>{dayLabel(first.day)}</span>
          <span>{dayLabel(last.day)}</span>
        </p>
      )}
      <details className="adm-daily__numbers">
        <summary>{t('chart.show')}</summary>
        <table className="adm-bars">
          <caption className="adm-bars__caption">{t('chart.caption', { period })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('column.day')}</th>
              <th scope="col">{t('visitors')}</th>
              <th scope="col">{t('views')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day)}</th>
                <td>{day.visitors}</td>
                <td>{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}
