export { default } from '../blog/+Head.tsx'
