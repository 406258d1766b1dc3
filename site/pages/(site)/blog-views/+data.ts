export { data } from '../blog/+data.ts'
