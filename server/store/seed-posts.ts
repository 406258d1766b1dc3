import type { PostInput } from '#shared/schema/post.ts'
import { DEFAULT_STUDIO, TOUCH_UP_WEEKS, formatPrice, telHref } from '#shared/content/studio.ts'

// The starter posts are written once, on first run, with the studio's first-run facts; the owner edits both later.
// A post cannot hold the settings' placeholders, so the posts never name the studio's town, county, address or
// artists (they would stay behind when the studio moves); they send readers to the contact page instead.
const { hours: HOURS, prices: PRICES, stats: STATS } = DEFAULT_STUDIO
const telLink = telHref(DEFAULT_STUDIO.phone)

/**
 * The studio's starter categories and blog posts, written on first run only (seed.ts).
 * Every studio fact (name, phone, prices, stats, hours, touch-up timing) comes from DEFAULT_STUDIO (shared/content/studio.ts)
 * (no duplicate truths); the procedure facts are the trade's usual, generic ones.
 */

type Language = 'en' | 'es'

/** Spanish for Spanish speakers in the US, so numbers keep the US grouping ("5,700"). */
const LOCALE = { en: 'en-US', es: 'es-US' } as const

const DAYS_ES = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
} as const

function count(value: number, language: Language): string {
  return value.toLocaleString(LOCALE[language])
}

/** A 12-hour clock in both languages. */
function clock(time: string, language: Language): string {
  const hours = Number(time.slice(0, 2))
  const minutes = time.slice(3, 5)
  const morning = hours < 12
  const suffix = language === 'es' ? (morning ? 'a. m.' : 'p. m.') : morning ? 'AM' : 'PM'
  return `${hours % 12 || 12}:${minutes} ${suffix}`
}

function openingHours(language: Language): string {
  return HOURS.map(({ days, opens, closes }) => {
    const names = days.map((day) => (language === 'es' ? DAYS_ES[day] : day))
    const first = names[0]
    const last = names[names.length - 1]
    if (language === 'es') {
      const span = names.length > 1 ? `de ${first} a ${last}` : `${first}`
      return `${span}, de ${clock(opens, 'es')} a ${clock(closes, 'es')}`
    }
    const span = names.length > 1 ? `${first} to ${last}` : `${first}`
    return `${span}, ${clock(opens, 'en')} to ${clock(closes, 'en')}`
  }).join('; ')
}

const studio = DEFAULT_STUDIO.shortName
const phone = `[${DEFAULT_STUDIO.phone}](${telLink})`
const touchUpPrice = formatPrice(PRICES.touchUp)
const parkingEn = DEFAULT_STUDIO.freeParking ? ', with free parking' : ''
const parkingEs = DEFAULT_STUDIO.freeParking ? ' El estacionamiento es gratuito.' : ''

export const SEED_CATEGORIES: Array<{ name: string; nameEs: string; slug: string; description: string }> = [
  {
    name: 'Microblading',
    nameEs: 'Microblading',
    slug: 'microblading',
    description: 'Hair-stroke brows explained: who they suit, how the appointment works and how long results last.',
  },
  {
    name: 'Ombre Brows',
    nameEs: 'Cejas ombré',
    slug: 'ombre-brows',
    description: 'Soft, powdered brow shading and how it compares with microblading and microshading.',
  },
  {
    name: 'Lip Blushing',
    nameEs: 'Lip blushing',
    slug: 'lip-blushing',
    description: 'Natural lip color with lip blushing: who it suits, how to prepare and what healed results look like.',
  },
  {
    name: 'Aftercare',
    nameEs: 'Cuidados posteriores',
    slug: 'aftercare',
    description: 'Day-by-day healing guidance for brows and lips, so your results heal evenly and last.',
  },
  {
    name: 'Training',
    nameEs: 'Formación',
    slug: 'training',
    description: 'News and advice for future permanent-makeup artists considering our certification course.',
  },
]

const microbladingVsOmbre: PostInput & { markdown: string } = {
  title: 'Microblading vs. Ombre Brows: How to Choose the Right Technique for Your Skin',
  slug: 'microblading-vs-ombre-brows-how-to-choose',
  excerpt:
    'Hair-like strokes or soft powdered shading? Learn how microblading and ombre brows differ, which skin types suit each one, how long they last and how to choose with confidence.',
  category: 'Ombre Brows',
  tags: ['microblading', 'ombre brows', 'powder brows', 'microshading', 'oily skin', 'brow techniques'],
  keywords: [
    'microblading vs ombre brows',
    'ombre brows for oily skin',
    'how long does microblading last',
    'powder brows near atlanta',
    'microblading atlanta ga',
  ],
  language: 'en',
  published: true,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: 'Microblading vs. Ombre Brows: Which Is Right for You?',
  metaDescription: 'Microblading or ombre brows? Compare the look, the best skin types, how long each lasts and what to ask yourself before your consultation.',
  markdown: `If you have been researching semi-permanent brows, you have probably seen two names again and again: microblading and ombre brows. Both can give you brows that look polished from the moment you wake up, and both are done with great care. They are not the same, though, and the better choice for you depends far more on your skin and your routine than on what is trending.

Here is how our artists at ${studio} walk clients through the decision.

## Microblading: fine, hair-like strokes

Microblading uses a small manual tool to place very fine strokes of pigment in the upper layers of the skin. Each stroke imitates a single brow hair, so the result is soft and natural, especially where it blends with your own hairs.

Microblading is often a great fit if you:

- Have normal to dry skin
- Want to fill gaps or sparse areas while keeping a "no-makeup" look
- Already have some natural brow hair and like its texture
- Prefer brows that look brushed up and feathery rather than filled in

## Ombre brows: soft, powdered shading

Ombre brows (also called powder brows) are created with a fine machine that places tiny dots of pigment. The shading builds gradually: light and airy at the front of the brow, more defined toward the tail. Once healed, they look like brows lightly filled in with powder or pencil.

Ombre brows are often the better choice if you:

- Have oily or combination skin, or visible pores around the brows
- Already fill in your brows every day and love that look
- Want more definition that still looks soft
- Have mature skin, where very fine strokes can soften quickly

## Why your skin type matters most

Skin type is the biggest factor in how a technique heals. On oily skin, fine hair strokes tend to blur and spread slightly as they heal, and they can fade sooner. The soft shading of ombre brows is more forgiving, because it does not depend on crisp lines.

On normal or dry skin, microblading strokes usually heal sharper and stay defined longer. A few other things also affect healing and fading:

- Regular use of retinoids, exfoliating acids or peels near the brows
- Lots of time in the sun, in pools or in hot workouts
- Your natural skin tone and undertone, which guide the pigment we choose

That is why we look at your skin in person before recommending anything. A photo cannot show us how oily your skin gets by noon.

## How long each technique lasts

Semi-permanent means the pigment softens over time. As a general guide:

- **Microblading:** often about 12 to 18 months before a color refresh
- **Ombre brows:** often one to three years

These are typical ranges, not promises. Oily skin, sun exposure, active skincare and your own body all play a part. Whichever technique you choose, your first session is followed by a touch-up about ${TOUCH_UP_WEEKS} weeks later. Skin never heals perfectly evenly, and the touch-up is when we fill in lighter spots and fine-tune shape and color.

## Somewhere in between: microshading

If you love the softness of strokes but have oilier skin, or you simply cannot decide, microshading may be the answer. It uses light, stippled shading for a delicate finish that is a little softer than classic ombre brows. We are happy to talk it through at your consultation.

## What it costs at ${studio}

- Microblading: ${formatPrice(PRICES.microblading)}
- Ombre brows: ${formatPrice(PRICES.ombreBrows)}
- Microshading: ${formatPrice(PRICES.microshading)}
- Touch-up session, about ${TOUCH_UP_WEEKS} weeks later: ${touchUpPrice}, paid on the day of the touch-up

Your consultation is always included in the price.

## A few questions to ask yourself

Before your consultation, think about:

1. How do you fill in your brows today: with pencil strokes or with powder?
2. Does your forehead look shiny by midday?
3. How often are you in the sun, the pool or the gym?
4. Do you want the softest possible result, or a little more definition?

There are no wrong answers. They simply help us recommend the technique that will heal best on you.

## Let's choose together

You don't have to decide alone, and you don't have to decide today. Our artists have ${STATS.years}+ years of experience and have worked with ${count(STATS.clients, 'en')}+ clients, so we can look at your skin, sketch a shape and explain both options side by side. [Book your free consultation](/booking) or call us at ${phone}. Our address, a map and directions are on our [contact page](/contact).
`,
}

const lipBlushingAftercare: PostInput & { markdown: string } = {
  title: "Lip Blushing Aftercare, Day by Day: What's Normal and How to Heal Well",
  slug: 'lip-blushing-aftercare-day-by-day',
  excerpt:
    'Swelling, flaking, a color that seems to vanish and then comes back: here is what lip blushing healing really looks like, day by day, and the simple habits that help your color heal soft and even.',
  category: 'Aftercare',
  tags: ['lip blushing', 'aftercare', 'lip healing', 'permanent makeup', 'touch-up'],
  keywords: [
    'lip blushing aftercare',
    'lip blushing healing day by day',
    'lip blushing ghosting stage',
    'what not to eat after lip blushing',
    'lip blushing atlanta',
  ],
  language: 'en',
  published: true,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: 'Lip Blushing Aftercare: A Day-by-Day Healing Guide',
  metaDescription:
    'What to expect after lip blushing, day by day: swelling, flaking, the ghosting stage and final color, plus what to avoid while your lips heal.',
  markdown: `Lip blushing heals faster than brows, but the first two weeks can still surprise you. Lips swell, the color looks bold, then it flakes and seems to disappear before it settles into the soft tint you chose. All of this is normal, and knowing what to expect makes the process far less stressful.

Below is the general timeline we share with clients at ${studio}. Your artist may adjust it for you, and their instructions always come first.

## Right after your appointment

- Your lips will feel swollen, tender and a little tight, a bit like after a dental visit.
- The color will look much brighter and darker than the final result.
- A cold compress wrapped in a clean cloth, for 10 to 15 minutes at a time, can ease the swelling.
- Gently blot any clear fluid with a clean tissue, and apply the ointment your artist recommends in a thin layer, only as often as instructed.

## Days 1 to 3: swelling and bold color

This is the most intense stretch. Swelling usually peaks in the first day or two and then eases, while the color is at its most vivid.

- Drink through a straw and keep your lips clean and lightly moisturized.
- Choose soft, mild food. Spicy, salty and acidic foods (hot sauce, citrus, tomato, salty chips) can sting and irritate, so avoid them for the whole first week.
- Sleep on your back with your head slightly raised if you can.
- Avoid touching your lips with your fingers, and skip kissing for now.

## Days 4 to 7: flaking and dryness

Your lips will begin to peel, much like after a sunburn. The flakes carry some pigment with them, so the color underneath looks lighter.

- Let the flakes fall off on their own. Picking, peeling or scrubbing can pull pigment out and leave patchy spots.
- Keep using a thin layer of ointment whenever your lips feel dry.
- No lipstick, gloss, lip scrubs or lip treatments yet.

## Days 7 to 10: the surface heals

For most people, the surface of the lips heals within 7 to 10 days. The flaking finishes and your lips feel comfortable again. Many clients worry at this point, because the color may look pale, uneven or almost gone. This is often called the "ghosting" stage: fresh new skin covers the pigment and hides it for a while.

## Weeks 2 to 4: the color returns

Over the next weeks the color gradually blooms back as the skin settles. Final healed results are usually visible at around four weeks, and this is the soft, natural tint lip blushing is known for.

Even though the surface heals quickly, follow the general aftercare rules for the first 10 to 14 days:

- No swimming, saunas, steam rooms or hot tubs
- Avoid workouts that make you sweat heavily
- Keep your lips out of direct sun and away from tanning beds
- Put teeth whitening on hold for two weeks

Once you are healed, a lip balm with SPF is the simplest way to protect your color.

## Your touch-up at ${TOUCH_UP_WEEKS} weeks

Lips do not always hold pigment evenly the first time, and that is expected. Your touch-up, about ${TOUCH_UP_WEEKS} weeks after the first session, is when we even out lighter areas and adjust the color if you would like it a little richer. The touch-up is ${touchUpPrice}, paid on the day of the touch-up. Afterwards the same aftercare applies, usually with less swelling than the first time.

## When to contact us

Some tenderness and swelling are normal. Call us at ${phone} whenever something doesn't feel right, and see a doctor promptly if you notice:

- Swelling or redness that gets worse after the third day
- Increasing pain, heat, pus or a bad smell
- Fever
- Blisters or cold-sore symptoms

If you have had cold sores before, tell us at your consultation and ask your doctor about prevention before your appointment.

## Ready for soft, healed color?

Good aftercare is half of a beautiful result, and you never go through it alone: we are a phone call away for every question. If you are thinking about lip blushing, [book a free consultation](/booking) and we will talk through color, shape and healing for your lips. You can also read our complete [aftercare guide](/permanent-makeup-aftercare).
`,
}

const firstAppointment: PostInput & { markdown: string } = {
  title: 'Your First Permanent Makeup Appointment: What to Expect, From Consultation to Touch-Up',
  slug: 'first-permanent-makeup-appointment-what-to-expect',
  excerpt:
    'Nervous about your first brow or lip appointment? Here is every step, from the consultation and shape design to numbing, healing and the touch-up, so you know exactly what happens and when.',
  category: 'Microblading',
  tags: ['first appointment', 'microblading', 'consultation', 'touch-up', 'permanent makeup', 'atlanta'],
  keywords: [
    'first microblading appointment',
    'what to expect permanent makeup',
    'microblading touch-up',
    'does microblading hurt',
    'permanent makeup near atlanta',
  ],
  language: 'en',
  published: true,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: 'Your First Permanent Makeup Appointment: What to Expect',
  metaDescription:
    'Step by step: preparation, consultation and design, color, numbing, the first weeks of healing and the touch-up. Know what happens before you book.',
  markdown: `Feeling a little nervous before your first permanent makeup appointment is completely normal. It's your face, and you want to be sure you are in good hands. The best cure for nerves is knowing exactly what will happen, so here is how a first appointment works at ${studio}, step by step.

## Before your appointment

A little preparation helps your skin hold pigment well and keeps you comfortable:

- Tell us about health conditions, medications, allergies, pregnancy or breastfeeding when you book. Some situations mean waiting, or checking with your doctor first.
- Avoid tanning or sunburn on the area you are treating.
- Pause retinoids and exfoliating products near your brows or lips, as your artist advises.
- For lip blushing there is extra preparation: no alcohol, caffeine, lip fillers or blood-thinning pain relievers and supplements for two weeks beforehand, and no lip treatments or exfoliation the week before. Never stop a prescribed medication without talking to your doctor.
- If you usually wear brow makeup, come wearing it: it shows us the look you like.

## Step 1: Consultation and design

Every appointment starts with a conversation about your routine, your skin and the look you want. Your artist then measures your face and maps a shape that suits your features, and draws it on. You see it in the mirror and we adjust it together until you love it. Nothing begins until you approve the design.

## Step 2: Choosing the color

We match the pigment to your skin tone, undertone and natural hair color, or for lips, to your natural lip color and the tint you want. Fresh pigment always looks darker than the healed result, so we choose with the healed color in mind.

## Step 3: Numbing and the procedure

A topical numbing cream is applied before we start and refreshed as needed. Most clients describe the feeling as light scratching or pressure, and many relax more than they expected. You can ask for a break at any moment. Plan on about two to three hours for your first visit, consultation included.

## Step 4: The first weeks of healing

You go home with written aftercare instructions. Here is what is normal:

- **Days 1 to 3:** the color looks darker and bolder than it will heal, with mild redness or swelling
- **Days 7 to 14 (brows):** light flaking and itching; let it fall off on its own
- **Days 7 to 10 (lips):** the surface of the lips heals
- **Weeks 2 to 4:** the color may look lighter or patchy for a while
- **Weeks 4 to 6:** the skin settles and you see the true healed result

For the first 10 to 14 days, keep the area dry and avoid heavy sweating, swimming, saunas, sun and makeup on the area. Our [aftercare guide](/permanent-makeup-aftercare) has the full routine.

## Step 5: The touch-up

About ${TOUCH_UP_WEEKS} weeks after your first session you come back for a touch-up. Skin never heals perfectly evenly, so this second visit is when we fill in lighter spots, refine the shape and adjust the depth of color. Think of it as the step that completes your result. It usually takes one to two hours, costs ${touchUpPrice} and is paid on the day of the touch-up.

## Practical details

- **Where:** our studio${parkingEn}; the address, a map and directions are on our [contact page](/contact)
- **Hours:** ${openingHours('en')}
- **Prices:** microblading ${formatPrice(PRICES.microblading)}, ombre brows ${formatPrice(PRICES.ombreBrows)}, lip blushing ${formatPrice(PRICES.lipBlushing)}, consultation included
- **Questions:** call us at ${phone}

## You're in good hands

Our artists have ${STATS.years}+ years of experience and have welcomed ${count(STATS.clients, 'en')}+ clients, and we still treat every first appointment as a conversation, never a rush. If you are curious but not ready to commit, that is perfectly fine: [book a free consultation](/booking), ask all your questions, and decide when you feel sure.
`,
}

const cuidadosMicroblading: PostInput & { markdown: string } = {
  title: 'Cuidados después del microblading: guía día a día para que sus cejas sanen bien',
  slug: 'cuidados-despues-del-microblading',
  excerpt:
    'Costras, picazón, un color que parece desaparecer: le explicamos qué es normal después del microblading, qué evitar en los primeros 10 a 14 días y cómo cuidar sus cejas para que el resultado dure.',
  category: 'Aftercare',
  tags: ['microblading', 'cuidados', 'cicatrización', 'cejas', 'retoque', 'maquillaje permanente'],
  keywords: [
    'cuidados después del microblading',
    'cicatrización microblading día a día',
    'microblading costras',
    'qué no hacer después del microblading',
    'microblading en atlanta',
  ],
  language: 'es',
  published: true,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: 'Cuidados después del microblading: guía día a día',
  metaDescription: 'Qué es normal después del microblading, qué evitar los primeros 10 a 14 días y cómo cuidar sus cejas para un resultado parejo y duradero.',
  markdown: `Acaba de hacerse el microblading y le encantan sus nuevas cejas. ¡Felicidades! Ahora viene una etapa igual de importante: la cicatrización. Lo que haga (y lo que evite) en las próximas semanas influye mucho en cómo se verá el resultado final y en cuánto tiempo le dure.

En ${studio} entregamos estas indicaciones por escrito a todos nuestros clientes, pero aquí se las explicamos con calma. Si su artista le dio instrucciones diferentes, siga siempre las suyas.

## Lo que es normal en los primeros días

Muchas personas se preocupan sin necesidad, así que empecemos por aquí. Después del microblading es normal que:

- Las cejas se vean más oscuras y marcadas de lo que van a quedar. El color se suaviza bastante al sanar.
- La piel esté un poco roja o sensible durante uno o dos días.
- Aparezcan costritas finas y sienta comezón entre el día 7 y el 14.
- Al caerse las costras, algunas zonas se vean muy claras o casi sin color. Es la famosa "fase fantasma": la piel nueva cubre el pigmento por un tiempo y luego el color vuelve poco a poco.

## Las reglas de oro de los primeros 10 a 14 días

Durante esta etapa la piel está sanando y el pigmento se está asentando. Por eso:

- **No moje las cejas.** Lávese la cara con cuidado, sin tocar la zona, y en la ducha evite que el chorro de agua les caiga directo.
- **Evite sudar.** Nada de ejercicio intenso, hot yoga, sauna ni baños de vapor.
- **No vaya a la piscina, al mar ni al jacuzzi.**
- **No se rasque ni se quite las costras**, aunque piquen. Al arrancar una costra puede llevarse el pigmento con ella.
- **Nada de maquillaje ni cremas en las cejas**, salvo el producto que le indique su artista, en una capa muy delgada y con las manos limpias.
- **Protéjalas del sol** y no use camas de bronceado. Si va a estar afuera, use gorra o sombrero.
- **Duerma boca arriba** si puede, con una funda de almohada limpia.
- **No las toque.** Las manos llevan grasa y bacterias.

## Línea de tiempo de la cicatrización

Cada piel es distinta, pero en general esto es lo que puede esperar:

1. **Días 1 a 3:** color intenso y un poco de rojez. Seque con suavidad cualquier líquido transparente con un pañuelo limpio.
2. **Días 4 a 6:** la piel se siente tirante y el color empieza a verse más opaco.
3. **Días 7 a 14:** descamación y comezón. Deje que todo se caiga solo.
4. **Semanas 2 a 4:** el color puede verse claro o disparejo. Paciencia: es parte del proceso.
5. **Semanas 4 a 6:** la piel termina de sanar y usted ve el resultado real.

## Después de sanar: cómo hacer que dure

- Use protector solar sobre las cejas todos los días. El sol es lo que más decolora el pigmento.
- Mantenga los retinoides, los ácidos exfoliantes y los peelings lejos de las cejas.
- Si se va a hacer un facial, un tratamiento con láser o un peeling, avísele a quien se lo haga que tiene microblading.

Recuerde que el microblading es semipermanente: con el tiempo se aclara, y en pieles grasas suele durar menos. Un retoque de color cuando lo necesite mantiene sus cejas como nuevas.

## El retoque a las ${TOUCH_UP_WEEKS} semanas

Su primera sesión se completa con un retoque unas ${TOUCH_UP_WEEKS} semanas después. Es muy común que algunos trazos no retengan todo el pigmento, y eso no significa que algo haya salido mal: en el retoque rellenamos esas zonas, afinamos la forma y ajustamos el tono si hace falta. El retoque cuesta ${touchUpPrice} y se paga el mismo día de la cita de retoque. Después se siguen los mismos cuidados.

## ¿Cuándo llamarnos?

Un poco de rojez y sensibilidad es normal. Llámenos al ${phone} si tiene cualquier duda, y busque atención médica de inmediato si nota:

- Rojez o hinchazón que aumenta en lugar de bajar después del tercer día
- Dolor cada vez más fuerte, calor en la zona, pus o mal olor
- Fiebre

Siempre es mejor preguntar que quedarse con la duda.

## Le acompañamos en todo el proceso

Un buen resultado empieza con una buena técnica y se completa con sus cuidados en casa. Si todavía está pensando en hacerse el microblading, [reserve una consulta gratuita](/es/booking): revisamos su tipo de piel, diseñamos la forma con usted y respondemos todas sus preguntas, sin compromiso.
`,
}

const lipBlushingParaUsted: PostInput & { markdown: string } = {
  title: '¿El lip blushing es para usted? Todo lo que debe saber antes de decidirse',
  slug: 'lip-blushing-es-para-usted',
  excerpt:
    'Labios con un color natural todos los días, sin retocarse el labial. Le contamos qué es el lip blushing, a quién le queda mejor, cuándo conviene esperar, cómo prepararse y cuánto dura.',
  category: 'Lip Blushing',
  tags: ['lip blushing', 'micropigmentación de labios', 'labios', 'maquillaje permanente', 'preparación'],
  keywords: ['lip blushing', 'micropigmentación de labios', 'cuánto dura el lip blushing', 'cómo prepararse para lip blushing', 'lip blushing en atlanta'],
  language: 'es',
  published: true,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: '¿El lip blushing es para usted? Guía antes de decidirse',
  metaDescription: 'Qué es el lip blushing, a quién le conviene, cómo prepararse, cómo es la cicatrización y cuánto dura. Resuelva sus dudas antes de su cita.',
  markdown: `¿Le gustaría despertar con los labios con un poco más de color, sin tener que retocarse el labial cada dos horas? Esa es la idea detrás del lip blushing, también llamado micropigmentación de labios. Es uno de los tratamientos que más preguntas despierta en ${studio}, así que aquí se lo explicamos con honestidad para que decida con calma.

## ¿Qué es el lip blushing?

Es una técnica de maquillaje semipermanente en la que se deposita pigmento en los labios, en capas suaves, con una máquina muy fina. El resultado no es un labial sólido ni un tatuaje marcado: es un tono natural, como un bálsamo con color, que realza el contorno y le da a su boca un aspecto más fresco y saludable.

Un detalle importante: el lip blushing da color y definición, pero **no agrega volumen**. Si lo que busca es aumentar el tamaño de sus labios, se trata de otro tipo de tratamiento.

## Puede ser una buena opción para usted si...

- Sus labios son pálidos o tienen un tono disparejo
- El contorno se ha ido desdibujando con los años
- Tiene una ligera asimetría que le gustaría equilibrar visualmente
- Le gusta lucir un look cuidado, pero no quiere depender del labial
- Hace ejercicio, nada o trabaja muchas horas y prefiere algo práctico

## Cuándo conviene esperar

En algunas situaciones es mejor posponer la cita o consultar primero con su médico:

- Embarazo o lactancia
- Herpes labial activo (los conocidos "fuegos" o "calenturas"). Si alguna vez lo ha tenido, coméntelo con su médico antes de la cita; muchas veces recomiendan un tratamiento preventivo.
- Rellenos de labios recientes
- Algunas condiciones de salud o medicamentos, como los anticoagulantes. Cuéntenos todo en la consulta, y nunca deje un medicamento recetado sin hablar antes con su médico.

## Cómo prepararse

Una buena preparación ayuda a que sus labios retengan mejor el color y a que la sesión sea más cómoda:

- **Dos semanas antes:** evite el alcohol, la cafeína, los analgésicos o suplementos que adelgazan la sangre (si no se los recetó un médico) y los rellenos de labios. Tampoco se haga un blanqueamiento dental.
- **Una semana antes:** nada de exfoliantes ni tratamientos en los labios.
- **Los días previos:** hidrate sus labios con bálsamo y tome suficiente agua.

## El día de la cita

Primero conversamos sobre el tono que le gusta y dibujamos el contorno para que lo apruebe frente al espejo. Después aplicamos anestesia tópica y trabajamos el color por capas. El procedimiento suele tomar entre una hora y media y dos horas. Al terminar, una compresa fría durante 10 a 15 minutos ayuda a bajar la hinchazón.

## Cómo es la cicatrización

- **Días 1 a 3:** hinchazón y un color mucho más intenso del que va a quedar
- **Días 4 a 10:** resequedad y descamación; el color se ve más claro
- **Alrededor de las cuatro semanas:** el color vuelve a aparecer, suave y parejo, y usted ve el resultado final

La superficie de los labios suele sanar en 7 a 10 días. Durante la primera semana evite las comidas picantes, saladas o ácidas (sí, también el limón y la salsa), y durante los primeros 10 a 14 días no vaya a la piscina ni al sauna y proteja sus labios del sol.

Unas ${TOUCH_UP_WEEKS} semanas después de su primera sesión viene el retoque, en el que emparejamos el color y lo intensificamos si desea un tono un poco más vivo.

## ¿Cuánto dura y cuánto cuesta?

El lip blushing suele durar entre uno y tres años, según su piel, la exposición al sol y su estilo de vida. Un bálsamo labial con protección solar ayuda mucho a conservarlo.

En ${studio}:

- Lip blushing: ${formatPrice(PRICES.lipBlushing)}, con la consulta incluida
- Retoque: ${touchUpPrice}, que se paga el día del retoque

## Hablemos de sus labios

La mejor manera de saber si el lip blushing es para usted es verlo en persona: su tono natural, su contorno y lo que espera del resultado. [Reserve su consulta gratuita](/es/booking) o llámenos al ${phone}. Encontrará la dirección del estudio, un mapa y cómo llegar en nuestra [página de contacto](/es/contact).
`,
}

const preguntasPrimeraCita: PostInput & { markdown: string } = {
  title: 'Preguntas frecuentes antes de su primera cita de maquillaje permanente',
  slug: 'preguntas-frecuentes-antes-de-su-primera-cita',
  excerpt:
    '¿Duele? ¿Cuánto dura la cita? ¿El retoque está incluido? Respondemos las preguntas que más nos hacen antes de una primera cita de cejas o labios, para que llegue con confianza.',
  category: 'Microblading',
  tags: ['preguntas frecuentes', 'primera cita', 'microblading', 'cejas ombré', 'lip blushing', 'retoque'],
  keywords: [
    'preguntas frecuentes microblading',
    'duele el microblading',
    'cuánto dura el microblading',
    'maquillaje permanente cerca de atlanta',
    'microblading en atlanta',
  ],
  language: 'es',
  published: true,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: 'Preguntas frecuentes antes de su primera cita',
  metaDescription: 'Dolor, duración de la cita, precios, retoque, cuánto dura el resultado y cómo prepararse: respuestas claras antes de su primera cita.',
  markdown: `Es normal llegar a su primera cita con muchas preguntas: al fin y al cabo, se trata de su cara. En ${studio} llevamos más de ${count(STATS.years, 'es')} años dedicados al maquillaje permanente y hemos atendido a más de ${count(STATS.clients, 'es')} clientes, así que ya conocemos las dudas más comunes. Aquí van las respuestas.

## ¿Duele?

Antes de empezar aplicamos anestesia tópica y la renovamos durante la sesión si hace falta. La mayoría de las personas describe la sensación como un rasguño ligero o una presión molesta, pero tolerable. Cada quien la siente distinto, y puede pedir una pausa en cualquier momento.

## ¿Cuánto tiempo dura la cita?

Calcule entre dos y tres horas para su primera cita, contando la consulta y el diseño. En el caso del lip blushing, el procedimiento en sí toma alrededor de una hora y media a dos horas. El retoque suele ser más corto, de una a dos horas.

## ¿Quién decide la forma de mis cejas?

Usted y su artista, en conjunto. Medimos su rostro, dibujamos una propuesta y la ajustamos con usted frente al espejo. No empezamos hasta que el diseño le encante.

## ¿Microblading, cejas ombré o microshading?

Depende sobre todo de su tipo de piel y del look que busca:

- **Microblading:** trazos finos que imitan pelitos; ideal para piel normal a seca.
- **Cejas ombré:** un sombreado suave, como si usara polvo para cejas; ideal para piel grasa o mixta.
- **Microshading:** un punto intermedio, con un sombreado muy delicado.

Lo definimos juntos en la consulta, después de ver su piel en persona.

## ¿Cuánto cuesta?

- Microblading: ${formatPrice(PRICES.microblading)}
- Cejas ombré: ${formatPrice(PRICES.ombreBrows)}
- Microshading: ${formatPrice(PRICES.microshading)}
- Lip blushing: ${formatPrice(PRICES.lipBlushing)}
- Corrección de trabajos anteriores: ${formatPrice(PRICES.correction)}

Todos los precios incluyen la consulta.

## ¿El retoque está incluido?

No. El retoque es una cita aparte, unas ${TOUCH_UP_WEEKS} semanas después de su primera sesión. Cuesta ${touchUpPrice} y se paga el día del retoque. Lo recomendamos siempre, porque la piel nunca sana de forma perfectamente pareja y es en esa cita cuando se completa el resultado.

## ¿Cuánto dura el resultado?

Como referencia, el microblading suele durar de 12 a 18 meses; las cejas ombré, de uno a tres años, y el lip blushing, de uno a tres años. La piel grasa, el sol y los productos exfoliantes hacen que el pigmento se aclare antes.

## ¿Podré trabajar al día siguiente?

En la mayoría de los casos, sí. Eso sí, las cejas se ven más oscuras los primeros días y los labios pueden estar hinchados uno o dos días. Durante los primeros 10 a 14 días tendrá que evitar mojar la zona, sudar mucho, la piscina y el sol, así que si tiene una boda o un viaje, reserve con tiempo suficiente para sanar y hacerse el retoque antes.

## ¿Hay alguien que deba esperar?

Sí. Conviene posponer la cita o hablar primero con su médico en caso de embarazo o lactancia, quemadura de sol o irritación en la zona, algunas condiciones de salud o el uso de anticoagulantes. Cuéntenos todo con confianza al reservar: su seguridad es lo primero.

## ¿Cómo me preparo?

Evite broncearse y suspenda por un tiempo los retinoides y exfoliantes cerca de la zona, según le indique su artista. Para lip blushing, durante las dos semanas previas evite el alcohol, la cafeína y los rellenos de labios, y la semana anterior no use exfoliantes ni tratamientos en los labios.

## ¿Dónde están y cuál es su horario?

La dirección, un mapa y cómo llegar están en nuestra [página de contacto](/es/contact). Atendemos a clientes de toda el área de Atlanta y del norte de Georgia.${parkingEs}

- **Horario:** ${openingHours('es')}
- **Teléfono:** ${phone}

## ¿Le quedó alguna duda?

Ninguna pregunta es tonta cuando se trata de su cara. [Reserve su consulta gratuita](/es/booking) y la resolvemos juntos, sin prisa y sin compromiso.
`,
}

/** Oldest first: seed.ts dates them so the last one is the newest. */
export const SEED_POSTS: Array<PostInput & { markdown: string }> = [
  microbladingVsOmbre,
  cuidadosMicroblading,
  lipBlushingAftercare,
  lipBlushingParaUsted,
  firstAppointment,
  preguntasPrimeraCita,
]
