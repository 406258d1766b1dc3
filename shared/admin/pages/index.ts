// Where the launch checklist sends the owner in a page's editor: a text's input, by the key the server names it with.
export { FIELD_ID_PREFIX } from './page-form-values.ts'
