import type { ImageUse } from '#shared/schema/image.ts'
import { PAGE_CONTENT_IDS } from '#shared/schema/page-content.ts'
import { pageTitle, uploadsIn } from '../store/images.ts'
import type { PageRevisions } from '../store/page-revisions.ts'
import { everyPost } from '../store/posts.ts'
import type { PostRevisions } from '../store/revisions.ts'
import type { Store } from '../store/store.ts'

/** The earlier versions the server keeps: an image one of them names must stay, so that restoring it shows it. */
export interface KeptVersions {
  posts: PostRevisions
  pages: PageRevisions
}

/**
 * The kept earlier versions of posts and pages that name the upload `name`, one use per post or page (the store's
 * own uses are `imageUses`). Read through the revision stores' own reads, whatever way they keep their files, one
 * file at a time, so visitors are answered between two.
 */
export async function revisionUses(store: Store, name: string, kept: KeptVersions): Promise<ImageUse[]> {
  const uses: ImageUse[] = []
  for (const post of everyPost(store)) {
    const snapshots = await kept.posts.snapshots(post.id)
    if (snapshots.some((snapshot) => uploadsIn(JSON.stringify(snapshot)).has(name))) {
      uses.push({ type: 'revision', id: post.id, title: `an earlier version of the post “${post.title}”` })
    }
  }
  for (const id of PAGE_CONTENT_IDS) {
    const revisions = await kept.pages.list(id)
    if (revisions.some((revision) => uploadsIn(JSON.stringify([revision.en, revision.es])).has(name))) {
      uses.push({ type: 'revision', id, title: `an earlier version of the ${pageTitle(id)} page` })
    }
  }
  return uses
}
