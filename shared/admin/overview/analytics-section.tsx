import { contentCounts, inquiriesPerWeek, openInquiryCount, postsPerCategory, postsPerLanguage, postsPerMonth } from './analytics.ts'
import { useConsole } from '../console/console-context.tsx'
import { Stat } from './overview-section.tsx'
import { ListState } from '../ui/list-state.tsx'
import { BarTable } from './bar-table.tsx'
import { VisitorsPanel } from './visitors-panel.tsx'

/**
 * The website's visitors and booking taps (the server's own counts), then real counts from the posts and inquiries
 * the store has, as accessible tables with bars.
 */
export function AnalyticsSection() {
  return (
    <div className="adm-stack">
      <VisitorsPanel />
      <ContentNumbers />
    </div>
  )
}

/** The posts and inquiries the store has. */
function ContentNumbers() {
  const { postOverview, categories, inquiries } = useConsole()
  const now = new Date()
  const overview = postOverview.data
  const allInquiries = inquiries.data ?? []
  const counts = contentCounts(overview, categories.data?.length ?? 0)
  const weeks = inquiriesPerWeek(allInquiries, now)
  const recentInquiries = weeks.reduce((sum, row) => sum + row.count, 0)

  return (
    <ListState
      loading={(postOverview.loading && !overview) || (inquiries.loading && !inquiries.data)}
      error={overview && inquiries.data ? undefined : (postOverview.error ?? inquiries.error)}
      onRetry={() => {
        void postOverview.reload()
        void inquiries.reload()
      }}
      words={{ loading: 'Loading analytics...', loadError: 'Could not load the numbers' }}
    >
      <div className="adm-stack">
        <ul className="adm-stats" aria-label="Totals">
          <Stat label="Published posts" value={counts.published} tone="plain" />
          <Stat label="Drafts" value={counts.drafts} tone="plain" />
          <Stat label="Inquiries, last 8 weeks" value={recentInquiries} tone="plain" />
          <Stat label="Inquiries waiting" value={openInquiryCount(allInquiries)} tone="plain" />
        </ul>
        <div className="adm-charts">
          <BarTable
            title="Posts per month"
            caption="Posts by month of publication (drafts by month of creation), last 12 months."
            column="Month"
            unit="Posts"
            rows={postsPerMonth(overview?.perMonth ?? {}, now)}
          />
          <BarTable
            title="Inquiries per week"
            caption="Contact-form messages received each week (Monday to Sunday), last 8 weeks."
            column="Week"
            unit="Inquiries"
            rows={weeks}
          />
          <BarTable
            title="Posts per language"
            caption="All posts, drafts included."
            column="Language"
            unit="Posts"
            rows={postsPerLanguage(overview?.perLanguage ?? { en: 0, es: 0 })}
          />
          <BarTable
            title="Posts per category"
            caption="All posts, drafts included."
            column="Category"
            unit="Posts"
            rows={postsPerCategory(
              overview?.perCategory ?? {},
              (categories.data ?? []).map((category) => category.name),
            )}
          />
        </div>
      </div>
    </ListState>
  )
}
