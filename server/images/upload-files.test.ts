import { describe, expect, it } from 'vitest'
import { uploadFileType } from './upload-files.ts'

describe('the names the server writes below uploads/', () => {
  const id = '0b7c6a52-3c1e-4c55-9d6f-1a2b3c4d5e6f'

  it('takes each photo, its sizes and its share crops (served and restored)', () => {
    expect(uploadFileType(`${id}.jpg`)).toBe('jpg')
    expect(uploadFileType(`v/${id}-800.avif`)).toBe('avif')
    expect(uploadFileType(`v/${id}-og-50-50.jpg`)).toBe('jpg')
    expect(uploadFileType(`v/${id}-og-0-100.jpg`)).toBe('jpg')
  })

  it('refuses any other name: pages, scripts, other folders, a share crop in another format', () => {
    for (const path of ['page.html', `v/${id}-og-50-50.html`, `v/${id}-og-50-50.svg`, `og/${id}-og-50-50.jpg`, `v/sub/${id}-og-50-50.jpg`, `.${id}.jpg.tmp`]) {
      expect(uploadFileType(path), path).toBeUndefined()
    }
  })
})
