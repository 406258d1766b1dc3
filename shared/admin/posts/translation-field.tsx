import { useEffect, useId, useRef, useState } from 'react'
import type { Language } from '#shared/schema/common.ts'
import type { Post, PostSummary } from '#shared/schema/post.ts'
import { useResource } from '../ui/use-resource.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { FieldFrame, describedBy } from '../forms/field.tsx'
import { FIELD_ID } from './post-form-panels.tsx'

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' }

interface TranslationFieldProps {
  /** The post being edited as stored (null while it is new). */
  post: Post | null
  language: Language
  /** The linked post's id, or '' for none. */
  value: string
  error?: string
  /** The form has changes not saved yet: "Translate" waits for them (it copies the post as stored). */
  unsaved: boolean
  onChange(translationId: string): void
}

/** How many posts of the other language the picker offers at a time: the newest, or those the search finds. */
const CHOICES = 20
const SEARCH_DELAY_MS = 300

/**
 * The same post in the other language. Pick one of the posts written in that language (the newest are offered; a
 * search finds the others on the server), or "Translate" to start one: a draft in the other language with this
 * post's text to translate, already linked, opened at once. The site then links the two pages (hreflang,
 * "Leer en español" / "Read in English").
 */
export function TranslationField({ post, language, value, error, unsaved, onChange }: TranslationFieldProps) {
  const { api } = useAdmin()
  const { showError, postOverview, openPostEditor } = useConsole()
  const [starting, setStarting] = useState(false)
  const other: Language = language === 'en' ? 'es' : 'en'
  const id = `${FIELD_ID}translationId`
  const searchId = useId()
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search])
  const found = useResource(() => api.listPostsPage({ language: other, q: query || undefined, limit: CHOICES }))
  // The linked post, by id: it may be older than the posts offered.
  const linkedPost = useResource(async (): Promise<PostSummary | null> => (value ? api.getPostById(value).catch(() => null) : null))
  const asked = useRef({ other, query, value })
  const reloadFound = found.reload
  const reloadLinked = linkedPost.reload
  useEffect(() => {
    if (asked.current.other !== other || asked.current.query !== query) void reloadFound()
    if (asked.current.value !== value) void reloadLinked()
    asked.current = { other, query, value }
  }, [other, query, value, reloadFound, reloadLinked])

  const offered = (found.data?.posts ?? []).filter((candidate) => candidate.id !== post?.id)
  const linked = linkedPost.data?.id === value ? linkedPost.data : undefined
  const candidates = linked && !offered.some((candidate) => candidate.id === linked.id) ? [linked, ...offered] : offered

  async function translate() {
    if (!post) return
    setStarting(true)
    try {
      const draft = await api.createPost({
        title: post.title,
        slug: `${post.slug}-${other}`.slice(0, 100),
        excerpt: post.excerpt,
        markdown: post.markdown ?? post.content,
        category: post.category,
        tags: post.tags,
        keywords: post.keywords,
        language: other,
        published: false,
        featuredImage: post.featuredImage,
        featuredImageAlt: post.featuredImageAlt,
        translationId: post.id,
      })
      void postOverview.reload()
      await openPostEditor({ post: draft })
    } catch (problem) {
      showError('Could not start the translation', problem)
    } finally {
      setStarting(false)
    }
  }

  const hint = linked
    ? `Linked both ways: the ${LANGUAGE_NAMES[other]} post links back here.`
    : `The same post in ${LANGUAGE_NAMES[other]}, so each page offers the other.`
  return (
    <FieldFrame id={id} label={`${LANGUAGE_NAMES[other]} translation`} error={error} hint={hint}>
      <label className="visually-hidden" htmlFor={searchId}>
        Find a {LANGUAGE_NAMES[other]} post
      </label>
      <input
        id={searchId}
        type="search"
        className="adm-input adm-translation-search"
        placeholder={`Find a ${LANGUAGE_NAMES[other]} post…`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <select
        id={id}
        className="adm-input adm-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">None</option>
        {candidates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.title}
            {candidate.published ? '' : ' (draft)'}
          </option>
        ))}
        {value && !linked && !candidates.some((candidate) => candidate.id === value) && <option value={value}>A post not in the list</option>}
      </select>
      {post && !value && (
        <p className="adm-hint">
          <button
            type="button"
            className="adm-button adm-button--secondary adm-button--small"
            disabled={starting || unsaved}
            title={unsaved ? 'Save your changes first: the translation starts from the post as saved.' : undefined}
            onClick={() => void translate()}
          >
            {starting ? 'Starting…' : `Translate into ${LANGUAGE_NAMES[other]}`}
          </button>
        </p>
      )}
    </FieldFrame>
  )
}
