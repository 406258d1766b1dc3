import { useData } from 'vike-react/useData'
import { PageHero } from '../../../components/page-hero.tsx'
import { Sections, opensWithHero } from '../../../components/sections/sections.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import type { AddedPageData } from './+data.ts'

/** A page the owner added: its sections in order; without a hero to open it, its title is the page's h1. */
export default function Page() {
  const { title, sections } = useData<AddedPageData>()
  const { language } = useLanguage()
  return (
    <>
      {!opensWithHero(sections) && <PageHero compact title={title} photo={null} />}
      <Sections sections={sections} language={language} />
    </>
  )
}
