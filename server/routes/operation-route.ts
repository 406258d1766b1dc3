import type { Request, RequestHandler, Response, Router } from 'express'
import { z } from 'zod'
import { OPERATIONS, type OperationName, type Operations, pathParams } from '#shared/api/operations.ts'
import { EDITOR_WRITES } from '#shared/api/roles.ts'
import type { User } from '#shared/schema/database.ts'
import { notFound, parseOr400 } from '../http-errors.ts'
import { requireAdmin, requireRole, sessionUser } from '../security/session.ts'
import type { AuditBy } from '../store/audit.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './request-by.ts'

/**
 * Who may call an operation: the owner alone, any staff account (owner or editor), or anyone (a visitor too: the
 * handler sees whether someone is signed in). Without a session a staff route answers 401; an editor on an owner's
 * route 403.
 */
export type Access = 'owner' | 'staff' | 'anyone'

type Path<K extends OperationName> = Operations[K]['path']
type ParamNames<P extends string> = P extends `${string}/:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}/:${infer Name}`
    ? [Name]
    : []
/** The first `Count['length']` items of a tuple, and the rest. */
type Split<T extends readonly unknown[], Count extends unknown[], Head extends unknown[] = []> = Head['length'] extends Count['length']
  ? { head: Head; rest: T }
  : T extends readonly [infer First, ...infer Rest]
    ? Split<Rest, Count, [...Head, First]>
    : { head: Head; rest: [] }
type Args<K extends OperationName> = Split<z.output<Operations[K]['args']>, ParamNames<Path<K>>>

/** The path's parameters, parsed by the schemas that start the operation's arguments. */
export type Params<K extends OperationName> = Args<K>['head']
/** The body (a GET's query), parsed: the argument after the path's; a multipart file is the handler's to read. */
export type Input<K extends OperationName> = Operations[K] extends { multipart: string }
  ? undefined
  : Args<K>['rest'] extends readonly [infer Value, ...unknown[]]
    ? Value
    : undefined

/** What the handler of one operation is given. */
export interface Call<K extends OperationName, A extends Access, S extends z.ZodType | undefined = undefined> {
  params: Params<K>
  input: S extends z.ZodType ? z.output<S> : Input<K>
  /** The signed-in account (for `anyone`, undefined for a visitor). */
  user: A extends 'anyone' ? User | undefined : User
  /** Who acts, for the audit trail. */
  by: A extends 'anyone' ? undefined : AuditBy
  req: Request
  res: Response
}

/** An answer the operation's output does not describe (what a visitor is shown of a list staff see whole). */
class OtherAnswer {
  constructor(readonly body: unknown) {}
}
/** What a visitor is shown: the public view of what staff see whole. */
export function forVisitors(body: unknown): OtherAnswer {
  return new OtherAnswer(body)
}
/** The answer of another operation on the same route (a list without the posts' text), typed by that one's output. */
export function answerOf<K extends OperationName>(_name: K, body: Reply<K>): OtherAnswer {
  return new OtherAnswer(body)
}

/**
 * The rows of a paged operation on the same route (the admin's list without the posts' text, its count in
 * X-Total-Count), which its client puts together with the header: typed by the rows of that operation's answer.
 */
export function rowsOf<K extends OperationName>(_name: K, rows: Reply<K> extends { posts: infer Rows } ? Rows : never): OtherAnswer {
  return new OtherAnswer(rows)
}

/** A handler that answered by itself (a held answer, a stream) returns this. */
export const ANSWERED = Symbol('answered')

/** The operation's answer as its output schema accepts it (a client parses it with that schema). */
export type Reply<K extends OperationName> = z.input<Operations[K]['output']>

export interface RouteOptions<K extends OperationName, A extends Access, S extends z.ZodType | undefined> {
  role: A
  /** The status of a successful answer (201 for a create), or the answer's own (an upload that reused a file: 200). */
  status?: number | ((answer: Reply<K>) => number)
  /**
   * The input as it travels, where the server takes another form than the console's: a GET's query as text
   * (coerced), or a body older clients send whole (parsed as it is, not as the operation's `field`).
   */
  input?: S
  /** The 400's message when the input is not valid (default: "Invalid input", a query's "Invalid query"). */
  invalid?: string
  /** A path parameter its schema refuses answers 404 with this message (no such thing can exist), not 400. */
  unknownParam?: string
  /** Handlers between the role's check and the operation's (a precondition, a multipart form's receiver). */
  before?: RequestHandler[]
}

export type Handler<K extends OperationName, A extends Access, S extends z.ZodType | undefined = undefined> = (
  call: Call<K, A, S>,
) => Reply<K> | OtherAnswer | typeof ANSWERED | Promise<Reply<K> | OtherAnswer | typeof ANSWERED>

/**
 * Registers each operation's route on `router` from its entry in the operation table: its method and path, the
 * role's check, the parse of its path parameters and input (a clean 400 `{error, fields}`), and the answer, so a
 * route file states only what each operation does. CSRF and same-origin checks stay in front of all of `/api`.
 */
export function operationRoutes(router: Router, store: Store) {
  const guards: Record<Exclude<Access, 'anyone'>, RequestHandler> = { owner: requireRole(store, 'owner'), staff: requireAdmin(store) }
  return function route<K extends OperationName, A extends Access, S extends z.ZodType | undefined = undefined>(
    name: K,
    roleOrOptions: A | RouteOptions<K, A, S>,
    handler: Handler<K, A, S>,
  ): void {
    const options: RouteOptions<K, A, S> = typeof roleOrOptions === 'string' ? { role: roleOrOptions } : roleOrOptions
    const entry = OPERATIONS[name] as { method: string; path: string; args: z.ZodTuple; field?: string; multipart?: string }
    const names = pathParams(entry.path)
    const schemas = entry.args.def.items as z.ZodType[]
    const inputSchema = entry.multipart ? undefined : schemas[names.length]
    // The console passes the value; it travels as `{ [field]: value }`.
    const fieldSchema = entry.field && inputSchema ? z.object({ [entry.field]: inputSchema }) : undefined
    const isGet = entry.method === 'GET'
    // The role table is the promise the invite screen makes: a change no editor may make is never a staff route.
    if (!isGet && options.role === 'staff' && !EDITOR_WRITES.has(name)) {
      throw new Error(`${name} is a change only the owner may make (shared/api/roles.ts): give its route the role 'owner'`)
    }
    const guard = options.role === 'anyone' ? [] : [guards[options.role as Exclude<Access, 'anyone'>]]
    const parseParam = (schema: z.ZodType, value: unknown) => {
      if (options.unknownParam === undefined) return parseOr400(schema, value)
      const parsed = schema.safeParse(value)
      if (!parsed.success) throw notFound(options.unknownParam)
      return parsed.data
    }
    const parseInput = (req: Request) => {
      const sent = isGet ? req.query : req.body
      const invalid = options.invalid ?? (isGet ? 'Invalid query' : undefined)
      if (options.input) return parseOr400(options.input, sent, invalid)
      if (!inputSchema) return undefined
      if (!fieldSchema) return parseOr400(inputSchema, sent, invalid)
      return (parseOr400(fieldSchema, sent, invalid) as Record<string, unknown>)[entry.field!]
    }
    const run: RequestHandler = async (req, res) => {
      const params = names.map((param, index) => parseParam(schemas[index]!, req.params[param]))
      const input = parseInput(req)
      const user = options.role === 'anyone' ? sessionUser(req, store) : (res.locals.user as User)
      const by = options.role === 'anyone' ? undefined : requestBy(req, res)
      const call = { params, input, user, by, req, res } as unknown as Call<K, A, S>
      const answer = await handler(call)
      if (answer === ANSWERED) return
      if (answer instanceof OtherAnswer) {
        res.status(typeof options.status === 'number' ? options.status : 200).json(answer.body)
        return
      }
      res.status(typeof options.status === 'function' ? options.status(answer) : (options.status ?? 200)).json(answer)
    }
    const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
    router[method](entry.path, ...guard, ...(options.before ?? []), run)
  }
}

/** The answer of a delete, and of any operation whose output is `OkSchema`. */
export const OK = { ok: true } as const
