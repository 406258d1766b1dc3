import { useState } from 'react'
import type { Language } from '../../schema/common.ts'
import type { Post, PostSummary } from '../../schema/post.ts'
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
  /** Every post the console knows, to pick the translation from. */
  posts: PostSummary[]
  /** The form has changes not saved yet: "Translate" waits for them (it copies the post as stored). */
  unsaved: boolean
  onChange(translationId: string): void
}

/**
 * Issue 14: the same post in the other language. Pick one of the posts written in that language, or "Translate"
 * to start one: a draft in the other language with this post's text to translate, already linked, opened at once.
 * The site then links the two pages (hreflang, "Leer en español" / "Read in English").
 */
export function TranslationField({ post, language, value, error, posts, unsaved, onChange }: TranslationFieldProps) {
  const { api } = useAdmin()
  const { showError, posts: list, openPostEditor } = useConsole()
  const [starting, setStarting] = useState(false)
  const other: Language = language === 'en' ? 'es' : 'en'
  const id = `${FIELD_ID}translationId`
  const candidates = posts.filter((candidate) => candidate.language === other && candidate.id !== post?.id)
  const linked = posts.find((candidate) => candidate.id === value)

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
      await list.reload() // the editor opens posts the list holds
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
        {value && !linked && <option value={value}>A post not in the list</option>}
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
