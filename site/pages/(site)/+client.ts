// The client entry of every public page: see site/client/enhance.ts.
import { enhance } from '../../client/enhance.ts'

enhance(document)
