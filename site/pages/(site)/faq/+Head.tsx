import { FaqHead } from '../../../seo/faq-head.tsx'

/** SPEC §1: FAQ pages emit structured FAQ data, all 12 questions of faq.json `items`. */
export default function Head() {
  return <FaqHead ns="faq" itemsKey="items" />
}
