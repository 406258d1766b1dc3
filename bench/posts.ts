import type { PostInput } from '../shared/schema/post.ts'

/**
 * Realistic blog posts for the store-growth test: about 3 KB of Markdown each (headings, paragraphs, a list, a
 * link), the way the admin editor sends them. Deterministic, so every run writes the same store.
 */
const SENTENCES = [
  'Microblading builds fine, hair-like strokes that follow the natural direction of your brows.',
  'Most clients come back for a touch-up about six to eight weeks after the first session.',
  'Healing takes around four weeks, and the colour looks darker for the first few days.',
  'Keep the area clean and dry, and skip the gym, the sauna and swimming for ten days.',
  'Ombre brows suit oily skin well because the soft powder effect holds its shape longer.',
  'Lip blushing restores colour and definition without the look of a heavy lipstick.',
  'We map the shape with thread and a ruler before any pigment touches the skin.',
  'A consultation lets us check your skin type, your routine and the look you have in mind.',
  'Retinol and exfoliating acids fade pigment faster, so pause them near the treated area.',
  'Sun protection is the best way to keep results crisp for a year or two.',
  'Every artist at the studio is licensed and follows strict single-use hygiene rules.',
  'Bring photos of brows you love; they help us agree on arch, thickness and colour.',
  'Tiny flakes during the first week are normal: let them fall off on their own.',
  'Pigments are matched to your hair colour and your skin undertone, warm or cool.',
  'Numbing cream keeps the session comfortable; most clients describe light scratching.',
  'Results vary with skin type, age, lifestyle and how closely aftercare is followed.',
]
const TOPICS = ['microblading', 'ombre brows', 'lip blushing', 'aftercare', 'touch-ups', 'pigments', 'consultations', 'brow mapping', 'healing', 'training']
const TAGS = ['brows', 'lips', 'healing', 'aftercare', 'pigment', 'touch-up', 'atlanta', 'gainesville', 'tips', 'faq']

function paragraph(seed: number, length: number): string {
  const words: string[] = []
  for (let i = 0; i < length; i++) words.push(SENTENCES[(seed * 7 + i * 3) % SENTENCES.length]!)
  return words.join(' ')
}

export function benchPost(index: number, categories: string[], prefix = 'bench-post'): PostInput {
  const topic = TOPICS[index % TOPICS.length]!
  const title = `What to know about ${topic} before your appointment, part ${index + 1}`
  const markdown = [
    `## Why ${topic} matters`,
    paragraph(index, 8),
    paragraph(index + 1, 7),
    `## Before your visit`,
    `- ${SENTENCES[index % SENTENCES.length]}`,
    `- ${SENTENCES[(index + 5) % SENTENCES.length]}`,
    `- ${SENTENCES[(index + 9) % SENTENCES.length]}`,
    `## After your visit`,
    paragraph(index + 2, 8),
    paragraph(index + 3, 7),
    `Questions? [Book a free consultation](/booking) or read our [aftercare guide](/permanent-makeup-aftercare).`,
  ].join('\n\n')
  return {
    title,
    slug: `${prefix}-${index + 1}`,
    excerpt: paragraph(index, 2),
    markdown,
    content: '',
    category: categories[index % categories.length]!,
    tags: [TAGS[index % TAGS.length]!, TAGS[(index + 3) % TAGS.length]!, TAGS[(index + 6) % TAGS.length]!],
    keywords: [topic, `${topic} atlanta`],
    language: index % 4 === 3 ? 'es' : 'en',
    published: index % 10 !== 9,
    featuredImage: '',
    featuredImageAlt: '',
    metaTitle: title.slice(0, 60),
    metaDescription: paragraph(index + 4, 1),
  }
}
