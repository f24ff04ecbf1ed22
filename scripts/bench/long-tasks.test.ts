// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blockingMs, groupOf, longTaskLines, longTasksOf, mainThreadSummary, navigatedMainThread, rendererMainThread, type CallFrame, type TraceEvent } from './long-tasks-lib'

const ORIGIN = 'http://127.0.0.1:4000'
const frame = (functionName: string, url = `${ORIGIN}/assets/app.js`, lineNumber = 0): CallFrame => ({ functionName, url, lineNumber, columnNumber: 0 })
// Labels as the sourcemaps would give them: the minified name stands for the source function.
const SOURCES: Record<string, string> = {
  boot: 'boot src/main.tsx:45',
  theme: 'portalSystem src/components/theme/system.ts:184',
  createSystem: 'createSystem @chakra-ui/react/dist/esm/styled-system/system.js:24',
  commit: 'commitRoot react-dom/cjs/react-dom-client.production.js:12906',
}
const label = (f: CallFrame) => SOURCES[f.functionName] ?? f.functionName

// One renderer (pid 1, main thread 10) with two tasks: 120 ms of boot → theme → createSystem
// (with 20 ms of layout), a short task, and 70 ms of a commit; another renderer (pid 2) runs a new-tab page.
function trace(): TraceEvent[] {
  const ms = 1000
  return [
    { name: 'thread_name', ph: 'M', pid: 2, tid: 20, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
    { name: 'ProfileChunk', pid: 2, tid: 20, id: '0x2', args: { data: { cpuProfile: { nodes: [{ id: 1, callFrame: frame('(root)', '') }, { id: 2, parent: 1, callFrame: frame('ntp', 'chrome://new-tab-page/x.js') }, { id: 3, parent: 1, callFrame: { functionName: '(program)', lineNumber: -1, columnNumber: -1 } }], samples: [2] }, timeDeltas: [5] } } },
    { name: 'Profile', pid: 1, tid: 10, id: '0x1', args: { data: { startTime: 1000 * ms } } },
    {
      name: 'ProfileChunk',
      pid: 1,
      tid: 10,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)', '') },
              { id: 2, parent: 1, callFrame: frame('boot') },
              { id: 3, parent: 2, callFrame: frame('theme') },
              { id: 4, parent: 3, callFrame: frame('createSystem') },
              { id: 5, parent: 1, callFrame: frame('commit') },
            ],
            // 1000.000 s + 10 ms steps: 2 samples of boot, 10 of createSystem, then the commit task.
            samples: [2, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
          },
          timeDeltas: [10 * ms, 10 * ms, 10 * ms, 10 * ms, 10 * ms, 10 * ms, 10 * ms, 10 * ms, 10 * ms, 10 * ms, 10 * ms, 10 * ms],
        },
      },
    },
    { name: 'ProfileChunk', pid: 1, tid: 10, id: '0x1', args: { data: { cpuProfile: { nodes: [], samples: [5, 5, 5] }, timeDeltas: [100 * ms, 10 * ms, 10 * ms] } } },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 1000 * ms, dur: 120 * ms },
    { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 1090 * ms, dur: 20 * ms },
    { name: 'FunctionCall', ph: 'X', pid: 1, tid: 10, ts: 1000 * ms, dur: 100 * ms },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 1150 * ms, dur: 30 * ms },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 1215 * ms, dur: 70 * ms },
    { name: 'RunTask', ph: 'X', pid: 2, tid: 20, ts: 1000 * ms, dur: 500 * ms },
  ]
}

describe('long tasks of a trace', () => {
  it('picks the renderer that ran the origin’s scripts', () => {
    expect(rendererMainThread(trace(), ORIGIN)).toEqual({ pid: 1, tid: 10 })
    expect(rendererMainThread(trace(), 'http://elsewhere')).toBeNull()
  })

  it('says what ran in each task over 50 ms, which of our functions led there, and the renderer’s work', () => {
    const tasks = longTasksOf(trace(), 1, 10, label)
    expect(tasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [0, 120],
      [215, 70],
    ])
    const [first] = tasks
    expect(first!.packages).toEqual([
      ['@chakra-ui/react', 100],
      ['src/main.tsx', 20],
    ])
    expect(first!.ours).toEqual([
      ['boot src/main.tsx:45', 120],
      ['portalSystem src/components/theme/system.ts:184', 100],
    ])
    expect(first!.functions).toEqual([
      ['createSystem @chakra-ui/react/dist/esm/styled-system/system.js:24', 100],
      ['boot src/main.tsx:45', 20],
    ])
    expect(first!.events).toEqual([['Layout', 20]])
    // A task's first sample stands for the time since the task began (5 ms here), not since the
    // sample before it, which was in another task.
    expect(tasks[1]!.packages).toEqual([['react-dom', 25]])
    expect(blockingMs(tasks)).toBe(70 + 20)
  })

  it('groups labels by package or by src/ folder', () => {
    expect(groupOf('commitRoot react-dom/cjs/react-dom-client.production.js:12906')).toBe('react-dom')
    expect(groupOf('load @tanstack/router-core/dist/esm/router.js:485')).toBe('@tanstack/router-core')
    expect(groupOf('loader src/routes/$locale/_currency/hotel/list.tsx:24')).toBe('src/routes/$locale')
    expect(groupOf('boot src/main.tsx:45')).toBe('src/main.tsx')
    expect(groupOf('(program)')).toBe('(program)')
  })

  it('prints four lines a task, five with the hottest functions', () => {
    const lines = longTaskLines(longTasksOf(trace(), 1, 10, label))
    expect(lines).toHaveLength(8)
    expect(lines[0]).toBe('@0 ms  120 ms')
    expect(lines[1]).toBe('    ran:      100 @chakra-ui/react | 20 src/main.tsx')
    expect(lines[7]).toBe('    renderer: -')
    const hottest = longTaskLines(longTasksOf(trace(), 1, 10, label), { functions: true })
    expect(hottest).toHaveLength(10)
    expect(hottest[4]).toBe('    hottest:  100 createSystem @chakra-ui/react/dist/esm/styled-system/system.js:24 | 20 boot src/main.tsx:45')
  })
})

describe('main-thread summary without a profile (main-thread.ts)', () => {
  const ms = 1000
  // The page's renderer (pid 1, main thread 10) navigated to ORIGIN; pid 2 is another page.
  // Tasks: 30 ms before the first contentful paint, then 5, 9.9, 10, 40 and 20 ms after it, and
  // V8 compiling lazily inside the 40 ms one (6 + 2 ms).
  const x = (name: string, atMs: number, durMs: number, tid = 10, pid = 1): TraceEvent => ({ name, ph: 'X', pid, tid, ts: atMs * ms, dur: durMs * ms })
  const events: TraceEvent[] = [
    { name: 'navigationStart', ph: 'R', pid: 2, tid: 20, ts: 0, args: { data: { documentLoaderURL: 'chrome://new-tab-page/' } as never } },
    { name: 'navigationStart', ph: 'R', pid: 1, tid: 10, ts: 0, args: { data: { documentLoaderURL: `${ORIGIN}/en-US/hotel/list` } as never } },
    x('RunTask', 100, 30),
    { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 10, ts: 200 * ms },
    ...[[300, 5], [350, 9.9], [400, 10], [500, 40], [600, 20]].map(([at, dur]) => x('RunTask', at!, dur!)),
    x('V8.CompileCode', 505, 6),
    { ...x('FunctionCall', 501, 30), args: { data: { functionName: 'S', url: `${ORIGIN}/assets/react-1.js` } as never } },
    { ...x('UpdateLayoutTree', 532, 4), args: {} },
    x('Layout', 536, 0.4),
    x('V8.ParseFunction', 520, 2),
    // Another thread's compilation and another page's task are not the page's main thread's.
    x('V8.CompileCode', 505, 50, 11),
    x('RunTask', 500, 90, 20, 2),
  ]

  it('finds the thread that navigated to the page', () => {
    expect(navigatedMainThread(events, ORIGIN)).toEqual({ pid: 1, tid: 10 })
    expect(navigatedMainThread(events, 'http://127.0.0.1:9')).toBeNull()
  })

  it('lists the tasks an 8x slower CPU would make long, and their blocking time after the first paint', () => {
    const s = mainThreadSummary(events, { pid: 1, tid: 10 })
    expect(s.busyMs).toBeCloseTo(114.9)
    // Lighthouse's simulation drops the 5 and 9.9 ms tasks (under 10 ms); the 30 ms task came
    // before the first contentful paint.
    expect(s.tasks.map((t) => [t.startMs, t.durationMs, t.afterFcp])).toEqual([
      [0, 30, false],
      [300, 10, true],
      [400, 40, true],
      [500, 20, true],
    ])
    // 10 × 8 − 50 = 30, 40 × 8 − 50 = 270, 20 × 8 − 50 = 110.
    expect(s.tbtEstimateMs).toBe(410)
    // What ran in the 40 ms task; the 0.4 ms layout is left out.
    expect(s.tasks[2]!.work).toBe('FunctionCall S 30.0 | UpdateLayoutTree 4.0')
    expect(s.lazyCompileMs).toBe(8)
    // At 4x only tasks over 12.5 ms count.
    expect(mainThreadSummary(events, { pid: 1, tid: 10 }, 4).tbtEstimateMs).toBe(40 * 4 - 50 + (20 * 4 - 50))
  })
})
