import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

// PGlite does not stop two processes from opening one data directory, and two writers
// corrupt it. A pid file in DATA_DIR refuses the second one; a stale file (its process is
// gone) is taken over.

const LOCK_FILE = 'portal-server.pid'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(`The data directory ${dir} is in use by process ${pid}. Stop that server first, or set DATA_DIR to another directory.`)
    this.name = 'DataDirLockedError'
  }
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(file, 'utf8').trim())
      // Another handle in this very process counts as in use too.
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirLockedError(dir, pid)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`)
}
