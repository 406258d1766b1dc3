import { type Config, ConfigSchema } from '../shared/schema/config.ts'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment once at start, naming every bad variable in one clear message. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
  throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`)
}
