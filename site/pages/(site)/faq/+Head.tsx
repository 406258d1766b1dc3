import { FaqHead } from '../../../seo/faq-head.tsx'

/** FAQ pages emit structured FAQ data: the FAQ page's own published questions. */
export default function Head() {
  return <FaqHead page="faq" />
}
