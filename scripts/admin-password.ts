/**
 * Sets an account's password (and creates an owner account if there is none by that name). Every session of that
 * account ends. Usage: npm run admin:password [-- username]. Reads the password from ADMIN_PASSWORD, or asks twice.
 * Role and disabled state are left as they are: an owner changes them in the admin's Staff section.
 * Stop the server first: the store refuses a data folder that a running server holds.
 */
import { stdin, stdout } from 'node:process'
import { createInterface } from 'node:readline/promises'
import { PasswordSchema } from '../shared/schema/auth.ts'
import { loadConfig } from '../server/config.ts'
import { StoreError, openStore } from '../server/store/store.ts'
import { createUser, findUserByName, setPassword } from '../server/store/users.ts'

async function askHidden(question: string): Promise<string> {
  const prompt = createInterface({ input: stdin, output: stdout, terminal: true })
  // Print the question, then swallow the echo of what is typed.
  const write = (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput
  ;(prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (text.includes(question)) write.call(prompt, text)
  }
  const answer = await prompt.question(question)
  prompt.close()
  stdout.write('\n')
  return answer
}

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const username = process.argv[2]?.trim() || config.ADMIN_USERNAME
  let password = process.env.ADMIN_PASSWORD
  if (!password) {
    if (!stdin.isTTY) throw new Error('Set ADMIN_PASSWORD, or run this in a terminal to type the password.')
    password = await askHidden(`New password for "${username}": `)
    if ((await askHidden('Type it again: ')) !== password) throw new Error('The two passwords differ; nothing changed.')
  }
  const checked = PasswordSchema.safeParse(password)
  if (!checked.success) throw new Error(checked.error.issues[0]!.message)

  const store = await openStore(config.DATA_DIR)
  try {
    const user = findUserByName(store, username)
    if (user) {
      await setPassword(store, user.id, checked.data)
      console.log(`Password of "${user.username}" (${user.role}) changed; every session of that account has ended.`)
      if (user.disabled) {
        console.log(`Note: "${user.username}" is disabled and cannot sign in until an owner enables it (admin › Staff).`)
      }
    } else {
      await createUser(store, username, checked.data, { role: 'owner' })
      console.log(`Owner account "${username}" created.`)
    }
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  const message = error instanceof StoreError || error instanceof Error ? error.message : String(error)
  console.error(`\nadmin:password: ${message}\n`)
  process.exit(1)
})
