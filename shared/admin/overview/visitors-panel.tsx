import './visitors.css'
import { useId, useState } from 'react'
import { ANALYTICS_PERIODS, type AnalyticsReport } from '../../schema/analytics.ts'
import { useAdmin } from '../shell/admin-context.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'
import { BarTable } from './bar-table.tsx'
import { Stat } from './overview-section.tsx'
import { DEVICE_LABEL, INTENT_LABEL, LANGUAGE_LABEL, SOURCE_LABEL, dayLabel, pageLabel } from './visitor-words.ts'

type Period = (typeof ANALYTICS_PERIODS)[number]

/**
 * Who visited the website and what brought bookings closer (docs/decisions/029-analytics.md): the server's own
 * counts of its pages and of the booking taps, over 7, 30 or 90 days. Nothing in it is about one person.
 */
export function VisitorsPanel() {
  const [days, setDays] = useState<Period>(7)
  const headingId = useId()
  return (
    <section className="adm-visitors adm-stack" aria-labelledby={headingId}>
      <div className="adm-visitors__head">
        <h2 id={headingId} className="adm-visitors__title">
          Website visitors
        </h2>
        <div className="adm-tabs" role="group" aria-label="Period">
          {ANALYTICS_PERIODS.map((period) => (
            <button key={period} type="button" className="adm-tab" aria-pressed={days === period} onClick={() => setDays(period)}>
              {period} days
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
  const report = useResource(() => api.getAnalytics({ days }))
  const data = report.data
  return (
    <ResourceState resource={report} loadingText="Loading visitor counts..." errorTitle="Could not load the visitor counts">
      {data && !data.enabled ? <p className="adm-visitors__off">Visitor counting is off on this server (ANALYTICS=off).</p> : data && <Report data={data} />}
    </ResourceState>
  )
}

function Report({ data }: { data: AnalyticsReport }) {
  const period = `last ${data.days} days`
  return (
    <>
      <ul className="adm-stats" aria-label={`Totals, ${period}`}>
        <Stat label="Visitors" value={data.totals.visitors} tone="plain" />
        <Stat label="Page views" value={data.totals.views} tone="plain" />
        <Stat label="Booking taps" value={data.totals.intents - (data.intents.find((row) => row.intent === 'inquiry')?.count ?? 0)} tone="plain" />
        <Stat label="Inquiries received" value={data.totals.inquiries} tone="plain" />
      </ul>
      <DailyChart daily={data.daily} period={period} />
      <div className="adm-charts">
        <BarTable
          title="Top pages"
          caption={`Page views, ${period}.`}
          column="Page"
          unit="Views"
          rows={data.pages.map((row) => ({ key: row.page, label: pageLabel(row.page), count: row.views }))}
        />
        <BarTable
          title="Top posts"
          caption={`Blog post views, ${period}.`}
          column="Post"
          unit="Views"
          rows={data.posts.map((row) => ({ key: row.page, label: row.page, count: row.views }))}
        />
        <BarTable
          title="Where visitors came from"
          caption={`Visitors by the site that sent them, ${period}.`}
          column="Source"
          unit="Visitors"
          rows={data.sources.map((row) => ({ key: row.source, label: SOURCE_LABEL[row.source], count: row.visitors }))}
        />
        <BarTable
          title="Languages"
          caption={`Visitors by the language of the first page they read, ${period}.`}
          column="Language"
          unit="Visitors"
          rows={data.languages.map((row) => ({ key: row.language, label: LANGUAGE_LABEL[row.language], count: row.visitors }))}
        />
        <BarTable
          title="Devices"
          caption={`Visitors by kind of device, ${period}.`}
          column="Device"
          unit="Visitors"
          rows={data.devices.map((row) => ({ key: row.device, label: DEVICE_LABEL[row.device], count: row.visitors }))}
        />
        <BarTable
          title="Bookings funnel"
          caption={`Taps towards a booking and inquiries sent from the website, ${period}. The contact form's inquiries received: ${data.totals.inquiries}.`}
          column="Step"
          unit="Times"
          rows={data.intents.map((row) => ({ key: row.intent, label: INTENT_LABEL[row.intent], count: row.count }))}
        />
        <BarTable
          title="Booking taps by page"
          caption={`The page each tap or inquiry came from, ${period}.`}
          column="Page"
          unit="Taps"
          rows={data.intentsByPage.map((row) => ({ key: row.page, label: pageLabel(row.page), count: row.count }))}
        />
        <BarTable
          title="Booking taps by source"
          caption={`Taps and inquiries by the site that sent the visitor that day, ${period}.`}
          column="Source"
          unit="Taps"
          rows={data.intentsBySource.map((row) => ({ key: row.source, label: SOURCE_LABEL[row.source], count: row.count }))}
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
  const max = Math.max(1, ...daily.map((day) => day.views))
  const step = WIDTH / Math.max(1, daily.length)
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4)
  const line = daily.map((day, index) => `${index === 0 ? 'M' : 'L'}${(index + 0.5) * step},${y(day.visitors)}`).join(' ')
  const first = daily[0]
  const last = daily.at(-1)
  return (
    <section className="adm-card adm-chart adm-daily" aria-labelledby={titleId}>
      <h3 id={titleId} className="adm-card__title">
        Visitors and page views per day
      </h3>
      <p className="adm-daily__legend">
        <span className="adm-daily__key adm-daily__key--views" aria-hidden="true" /> Page views
        <span className="adm-daily__key adm-daily__key--visitors" aria-hidden="true" /> Visitors
        <span className="adm-daily__max">Most in a day: {max}</span>
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
        <summary>Show the numbers</summary>
        <table className="adm-bars">
          <caption className="adm-bars__caption">Visitors and page views each day, {period}.</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
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
