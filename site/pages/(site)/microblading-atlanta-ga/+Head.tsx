import { FaqHead } from '../../../seo/faq-head.tsx'

/** Pages with FAQs emit structured FAQ data (the questions of the page's accordion). */
export default function Head() {
  return <FaqHead page="microblading" />
}
