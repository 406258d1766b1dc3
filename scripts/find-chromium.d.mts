export function findChromium(): string | undefined
export const NO_CHROMIUM_HELP: string
export const CHROMIUM_ARGS: string[]
