// What other features show of a post.
export { StatusBadge } from './post-card.tsx'
