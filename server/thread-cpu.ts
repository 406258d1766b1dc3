import { readFileSync } from 'node:fs'

/**
 * The CPU time (user and system) a thread of this process has used, in ms, from /proc (Linux counts it in ticks of
 * 10 ms); undefined when it cannot be read. A worker learns its own thread's id from /proc/thread-self and posts it:
 * a time limit that counts this, not the clock, does not refuse work a busy machine merely kept waiting.
 */
export function threadCpuMs(thread: number | undefined): number | undefined {
  if (thread === undefined || !Number.isInteger(thread)) return undefined
  try {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8')
    // After the command name (in parentheses, and it may hold any character): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}
