import * as Lucide from 'lucide-react'

/**
 * The console's line icons are Lucide's (24×24, stroke = currentColor), at the 20 px and 1.75 stroke the console was
 * drawn with. Decorative: the text beside them names things, and Lucide marks an icon aria-hidden unless it is given
 * a name (aria-label, title or role).
 */
function consoleIcon(Glyph: Lucide.LucideIcon) {
  return (props: Lucide.LucideProps) => <Glyph size={20} strokeWidth={1.75} {...props} />
}

// Each icon is marked pure so a bundle keeps only the icons it uses: the sign-in screen needs three of them.

export const DashboardIcon = /* @__PURE__ */ consoleIcon(Lucide.LayoutDashboard)
export const PostsIcon = /* @__PURE__ */ consoleIcon(Lucide.FileText)
/** A web page's window: the pages' own words (Pages). */
export const PagesIcon = /* @__PURE__ */ consoleIcon(Lucide.PanelsTopLeft)
export const CategoriesIcon = /* @__PURE__ */ consoleIcon(Lucide.Tag)
export const InquiriesIcon = /* @__PURE__ */ consoleIcon(Lucide.Inbox)
export const AnalyticsIcon = /* @__PURE__ */ consoleIcon(Lucide.ChartNoAxesColumn)
export const SettingsIcon = /* @__PURE__ */ consoleIcon(Lucide.Settings)
export const StaffIcon = /* @__PURE__ */ consoleIcon(Lucide.Users)
/** A clock turning back: the audit trail (Activity). */
export const ActivityIcon = /* @__PURE__ */ consoleIcon(Lucide.History)
export const KeyIcon = /* @__PURE__ */ consoleIcon(Lucide.Key)
export const CopyIcon = /* @__PURE__ */ consoleIcon(Lucide.Copy)
export const LogoutIcon = /* @__PURE__ */ consoleIcon(Lucide.LogOut)
export const MenuIcon = /* @__PURE__ */ consoleIcon(Lucide.Menu)
export const CollapseIcon = /* @__PURE__ */ consoleIcon(Lucide.PanelLeftClose)
export const PlusIcon = /* @__PURE__ */ consoleIcon(Lucide.Plus)
export const SearchIcon = /* @__PURE__ */ consoleIcon(Lucide.Search)
export const FilterIcon = /* @__PURE__ */ consoleIcon(Lucide.Funnel)
export const EditIcon = /* @__PURE__ */ consoleIcon(Lucide.PenLine)
export const TrashIcon = /* @__PURE__ */ consoleIcon(Lucide.Trash2)
export const EyeIcon = /* @__PURE__ */ consoleIcon(Lucide.Eye)
export const EyeOffIcon = /* @__PURE__ */ consoleIcon(Lucide.EyeOff)
export const ExternalIcon = /* @__PURE__ */ consoleIcon(Lucide.ExternalLink)
export const UploadIcon = /* @__PURE__ */ consoleIcon(Lucide.Upload)
export const CheckIcon = /* @__PURE__ */ consoleIcon(Lucide.Check)
export const CloseIcon = /* @__PURE__ */ consoleIcon(Lucide.X)
export const MailIcon = /* @__PURE__ */ consoleIcon(Lucide.Mail)
export const PhoneIcon = /* @__PURE__ */ consoleIcon(Lucide.Phone)
export const RefreshIcon = /* @__PURE__ */ consoleIcon(Lucide.RefreshCw)
export const AlertIcon = /* @__PURE__ */ consoleIcon(Lucide.CircleAlert)
export const ArrowLeftIcon = /* @__PURE__ */ consoleIcon(Lucide.ArrowLeft)
export const UndoIcon = /* @__PURE__ */ consoleIcon(Lucide.Undo)
export const ImageIcon = /* @__PURE__ */ consoleIcon(Lucide.Image)
export const MediaIcon = /* @__PURE__ */ consoleIcon(Lucide.Images)
export const ArrowUpIcon = /* @__PURE__ */ consoleIcon(Lucide.ArrowUp)
export const ArrowDownIcon = /* @__PURE__ */ consoleIcon(Lucide.ArrowDown)
export const GripIcon = /* @__PURE__ */ consoleIcon(Lucide.GripVertical)
/** A speech bubble with a quote: the studio's reviews. */
export const ReviewsIcon = /* @__PURE__ */ consoleIcon(Lucide.MessageSquareQuote)
export const FaqIcon = /* @__PURE__ */ consoleIcon(Lucide.CircleQuestionMark)
export const ServicesIcon = /* @__PURE__ */ consoleIcon(Lucide.Sparkles)
/** Ours, as Lucide has no before-and-after: two panels with a brow in each (the gallery). */
export const GalleryIcon = /* @__PURE__ */ consoleIcon(
  /* @__PURE__ */ Lucide.createLucideIcon('before-after', [
    ['rect', { x: '2.5', y: '5', width: '8.5', height: '14', rx: '1.5', key: 'before' }],
    ['rect', { x: '13', y: '5', width: '8.5', height: '14', rx: '1.5', key: 'after' }],
    ['path', { d: 'M5 10c1.2-1.3 2.8-1.5 4 0M15.5 10c1.2-1.3 2.8-1.5 4 0', key: 'brows' }],
  ]),
)

/** The studio's mark: a brow arch over a lip contour. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="adm-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5a2d55" />
          <stop offset="1" stopColor="#3a1c36" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="14" fill="url(#adm-mark-bg)" />
      <path d="M11 20c5-7 14-9 26-4" fill="none" stroke="#e9c9bf" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M14 30c3-2.6 6-3.4 8-1.8 1-.8 2.2-.8 3.2 0 2-1.6 5-.8 8.8 1.8-4 4.4-9 6-10 6s-6-1.6-10-6z" fill="#d9a6a0" />
    </svg>
  )
}
