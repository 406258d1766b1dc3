import type { PostSummary } from '#shared/schema/post.ts'
import { LANGUAGE_LABEL, formatShortDate } from '../ui/format.ts'
import { TableHead } from '../ui/table-head.tsx'
import { SelectPost, SiteLink, StatusBadge, type PostSelection } from './post-card.tsx'

interface PostsTableProps {
  posts: PostSummary[]
  selection(post: PostSummary): PostSelection
  onEdit(post: PostSummary): void
  /** The page's "select all" checkbox, in the selection column's heading. */
  selectAll: React.ReactNode
}

/** The compact view of the posts list: one row a post, for going through many at once. */
export function PostsTable({ posts, selection, onEdit, selectAll }: PostsTableProps) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="visually-hidden">Blog posts</caption>
        <TableHead
          selectAll={selectAll}
          columns={['Title', 'Status', 'Category', 'Language', 'Updated', 'Published', <span className="visually-hidden">Site</span>]}
        />
        <tbody>
          {posts.map((post) => (
            <tr key={post.id}>
              <td className="adm-table__select">
                <SelectPost title={post.title} selection={selection(post)} />
              </td>
              <th scope="row" className="adm-table__title">
                <button type="button" className="adm-link-button" onClick={() => onEdit(post)}>
                  {post.title}
                  <span className="visually-hidden"> (edit)</span>
                </button>
              </th>
              <td>
                <StatusBadge post={post} />
              </td>
              <td>{post.category}</td>
              <td>{LANGUAGE_LABEL[post.language]}</td>
              <td className="adm-table__date">{formatShortDate(post.updatedAt)}</td>
              <td className="adm-table__date">{post.publishedAt ? formatShortDate(post.publishedAt) : '—'}</td>
              <td>
                <SiteLink post={post} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
