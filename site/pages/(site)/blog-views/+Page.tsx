export { default } from '../blog/+Page.tsx'
