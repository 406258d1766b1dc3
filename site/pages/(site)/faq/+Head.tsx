import { FaqHead } from '../../../seo/faq-head.tsx'

/** SPEC §1: FAQ pages emit structured FAQ data: the FAQ page's own published questions (issue #23). */
export default function Head() {
  return <FaqHead page="faq" />
}
