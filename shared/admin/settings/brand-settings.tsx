import { useId, useRef, useState } from 'react'
import { ApiError } from '#shared/api/api-error.ts'
import type { Brand, BrandKind } from '#shared/schema/brand.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { BRAND_CHANGED, brandAddress } from '../console/brand.ts'
import { ImageIcon, TrashIcon, UploadIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'
import { useResource } from '../ui/use-resource.ts'

const KIND_TEXT: Record<BrandKind, { label: string; hint: string }> = {
  logo: {
    label: 'Logo',
    hint: 'Shown in the website’s header and footer, on shared links and at the top of this console. SVG or PNG, at most 512 KB; a wide logo on a transparent background works best.',
  },
  favicon: {
    label: 'Favicon',
    hint: 'The small icon in browser tabs and on phones’ home screens. A square SVG or PNG (at least 192 × 192 pixels), at most 512 KB.',
  },
}

/** The owner's logo and favicon (Settings › Studio): each uploaded, replaced or removed on its own, live at once. */
export function BrandSettings() {
  const { api } = useAdmin()
  const brand = useResource(() => api.getBrand())
  const headingId = useId()
  return (
    <section className="adm-card adm-brand-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="adm-card__title">
        Logo and favicon
      </h2>
      <ResourceState resource={brand} words={{ loading: 'Loading the logo...', loadError: 'Could not load the logo and favicon' }}>
        {brand.data && (
          <div className="adm-brand-settings__files">
            {(['logo', 'favicon'] as const).map((kind) => (
              <BrandFileField key={kind} kind={kind} brand={brand.data!} onChanged={() => void brand.reload()} />
            ))}
          </div>
        )}
      </ResourceState>
    </section>
  )
}

function BrandFileField({ kind, brand, onChanged }: { kind: BrandKind; brand: Brand; onChanged(): void }) {
  const { api, siteUrl } = useAdmin()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const hintId = useId()
  const { label, hint } = KIND_TEXT[kind]
  const file = brand[kind]

  async function change(action: () => Promise<Brand>, done: string) {
    setBusy(true)
    setProblem(null)
    try {
      await action()
      onChanged()
      window.dispatchEvent(new Event(BRAND_CHANGED))
      toast({ title: done, description: 'The website shows it now.' })
    } catch (error) {
      setProblem(error instanceof ApiError && error.error ? error.error : `The ${label.toLowerCase()} was not saved: try again`)
    } finally {
      setBusy(false)
    }
  }

  async function upload(chosen: File) {
    const bytes = new Uint8Array(await chosen.arrayBuffer())
    await change(() => api.uploadBrandFile(kind, { name: chosen.name, type: chosen.type || 'application/octet-stream', bytes }), `${label} uploaded`)
  }

  return (
    <div className="adm-field adm-brand-file" role="group" aria-labelledby={`${hintId}-label`} aria-describedby={hintId}>
      <p id={`${hintId}-label`} className="adm-label">
        {label}
      </p>
      <p id={hintId} className="adm-hint">
        {hint}
      </p>
      <div className={`adm-brand-file__preview adm-brand-file__preview--${kind}`}>
        {file ? (
          <img src={brandAddress(siteUrl, file.url)} width={file.width} height={file.height} alt={`Current ${label.toLowerCase()}`} />
        ) : (
          <span className="adm-gallery-image__empty">
            <ImageIcon width={24} height={24} /> {kind === 'logo' ? 'The drawn mark and the studio’s name show' : 'The drawn icon shows'}
          </span>
        )}
      </div>
      <div className="adm-upload-row">
        <button type="button" className="adm-button adm-button--secondary adm-button--small" disabled={busy} onClick={() => input.current?.click()}>
          <UploadIcon /> {busy ? 'Uploading...' : file ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </button>
        <input
          ref={input}
          type="file"
          accept=".svg,.png,image/svg+xml,image/png"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            event.target.value = ''
            if (chosen) void upload(chosen)
          }}
        />
        {file && (
          <button
            type="button"
            className="adm-button adm-button--ghost adm-button--small"
            disabled={busy}
            onClick={() => void change(() => api.removeBrandFile(kind), `${label} removed`)}
          >
            <TrashIcon /> Remove {label.toLowerCase()}
          </button>
        )}
      </div>
      <div role="alert">{problem && <p className="adm-error">{problem}</p>}</div>
    </div>
  )
}
