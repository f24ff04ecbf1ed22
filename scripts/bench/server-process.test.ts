// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// A bench tool killed mid-run (Ctrl-C, SIGTERM) or piped into `head` used to exit and leave its
// server running. The tool here is a small script that starts a long-lived child the way
// startServer does (reapOnExit, exitOnInterrupt) and is then ended each of those ways.

const dir = mkdtempSync(path.join(os.tmpdir(), 'reap-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const serverProcess = fileURLToPath(new URL('./server-process.ts', import.meta.url))
const tool = path.join(dir, 'tool.ts')
writeFileSync(
  tool,
  `import { spawn } from 'node:child_process'
import { exitOnInterrupt, reapOnExit } from ${JSON.stringify(serverProcess)}
exitOnInterrupt()
const child = spawn('sleep', ['120'], { stdio: 'ignore' })
reapOnExit(child)
console.log('child', child.pid)
setInterval(() => process.stdout.write('.'), 50)
`,
)

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function gone(pid: number, ms = 5000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (!alive(pid)) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return !alive(pid)
}

/** Starts the tool and resolves with it and its child's pid once the child runs. */
async function startTool() {
  const tsx = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin/tsx')
  const proc = spawn(tsx, [tool], { stdio: ['ignore', 'pipe', 'inherit'] })
  const pid = await new Promise<number>((resolve, reject) => {
    let out = ''
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /child (\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    proc.once('exit', () => reject(new Error(`tool exited early: ${out}`)))
  })
  expect(alive(pid)).toBe(true)
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
  return { proc, pid, exited }
}

describe('bench servers do not outlive their tool', () => {
  it('ends the child when the tool gets SIGTERM or SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const { proc, pid, exited } = await startTool()
      proc.kill(signal)
      expect(await exited).toBe(128 + os.constants.signals[signal])
      expect(await gone(pid)).toBe(true)
    }
  }, 60_000)

  it('ends the child when the reader of its output goes away (| head)', async () => {
    const { proc, pid, exited } = await startTool()
    proc.stdout!.destroy()
    expect(await exited).toBe(141)
    expect(await gone(pid)).toBe(true)
  }, 60_000)
})
