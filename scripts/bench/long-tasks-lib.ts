// Where a page load's long tasks went, by function: the analysis behind
// scripts/bench/long-tasks.ts, kept apart so it can be tested on hand-made traces.
// Lighthouse names only the script of each long task (`react`, `vendor`); a Chrome trace with
// V8's sampling profiler says which function of which source file held the main thread.

export type CallFrame = { functionName: string; url?: string; lineNumber: number; columnNumber: number }
export type ProfileNode = { id: number; parent?: number; callFrame: CallFrame }
export type TraceEvent = {
  name: string
  ph?: string
  pid?: number
  tid?: number
  ts?: number
  dur?: number
  id?: string
  args?: { name?: string; data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } }
}

/** Turns a frame into a label: `function source:line` (through the sourcemaps when `resolve` can). */
export type FrameLabel = (frame: CallFrame) => string

export type LongTask = {
  /** ms after the first task of the renderer's main thread */
  startMs: number
  durationMs: number
  /** self time by package or src/ folder (what ran), largest first */
  packages: Array<[string, number]>
  /** inclusive time of our own functions (src/), largest first: which of our calls led there */
  ours: Array<[string, number]>
  /** self time by function (any package), largest first: what to read inside a package */
  functions: Array<[string, number]>
  /** the renderer's own work in the task (style, layout, parsing, GC), largest first */
  events: Array<[string, number]>
}

const RENDERER_WORK = new Set(['UpdateLayoutTree', 'Layout', 'ParseHTML', 'ParseAuthorStyleSheet', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'Paint', 'PrePaint', 'Layerize', 'MajorGC', 'MinorGC', 'HitTest'])

/** The main thread of the renderer that ran `origin`'s scripts: the one whose profile names them. */
export function rendererMainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } | null {
  const pid = events.find((e) => e.name === 'ProfileChunk' && (e.args?.data?.cpuProfile?.nodes ?? []).some((n) => String(n.callFrame?.url ?? '').startsWith(origin)))?.pid
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid)
  return pid !== undefined && thread?.tid !== undefined ? { pid, tid: thread.tid } : null
}

/** The thread's CPU samples in trace time (µs), each with the stack from leaf to root. */
export function samplesOf(events: TraceEvent[], pid: number, tid: number): { nodes: Map<number, ProfileNode>; samples: Array<{ ts: number; node: number }> } {
  const nodes = new Map<number, ProfileNode>()
  const samples: Array<{ ts: number; node: number }> = []
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
  if (!profile) return { nodes, samples }
  let ts = profile.args?.data?.startTime ?? 0
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile.id) continue
    const cpu = chunk.args?.data?.cpuProfile ?? {}
    for (const n of cpu.nodes ?? []) nodes.set(n.id, n)
    const deltas = chunk.args?.data?.timeDeltas ?? []
    ;(cpu.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0
      samples.push({ ts, node })
    })
  }
  return { nodes, samples }
}

/** `react-dom/cjs/x.js:12` → `react-dom`; `@tanstack/router-core/…` → `@tanstack/router-core`; `src/features/hotel/x.tsx:3` → `src/features/hotel`. */
export function groupOf(label: string): string {
  const file = label.slice(label.lastIndexOf(' ') + 1)
  const parts = file.split('/')
  if (parts[0] === 'src') return parts.slice(0, parts.length > 3 ? 3 : 2).join('/').replace(/:\d+$/, '')
  if (parts.length === 1) return label
  return (parts[0]!.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

const top = (m: Map<string, number>, n: number): Array<[string, number]> => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)

/** The thread's tasks over `thresholdMs`, each with where its time went. */
export function longTasksOf(events: TraceEvent[], pid: number, tid: number, label: FrameLabel, opts: { thresholdMs?: number; top?: number } = {}): LongTask[] {
  const threshold = (opts.thresholdMs ?? 50) * 1000
  const n = opts.top ?? 6
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts !== undefined && e.dur !== undefined)
  const tasks = onThread.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts! - b.ts!)
  const first = tasks[0]?.ts ?? 0
  const { nodes, samples } = samplesOf(events, pid, tid)
  const labels = new Map<number, string>()
  const labelOf = (id: number) => {
    let l = labels.get(id)
    if (l === undefined) {
      const frame = nodes.get(id)?.callFrame
      l = frame ? label(frame) : '?'
      labels.set(id, l)
    }
    return l
  }
  const out: LongTask[] = []
  for (const task of tasks) {
    if (task.dur! <= threshold) continue
    const end = task.ts! + task.dur!
    const packages = new Map<string, number>()
    const ours = new Map<string, number>()
    const functions = new Map<string, number>()
    let previous = task.ts!
    for (const s of samples) {
      if (s.ts < task.ts! || s.ts > end) continue
      // A sample stands for the time since the one before it.
      const ms = (s.ts - previous) / 1000
      previous = s.ts
      const leaf = labelOf(s.node)
      packages.set(groupOf(leaf), (packages.get(groupOf(leaf)) ?? 0) + ms)
      functions.set(leaf, (functions.get(leaf) ?? 0) + ms)
      const seen = new Set<string>()
      for (let node = nodes.get(s.node); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const l = labelOf(node.id)
        if (!l.includes(' src/') || seen.has(l)) continue
        seen.add(l)
        ours.set(l, (ours.get(l) ?? 0) + ms)
      }
    }
    const work = new Map<string, number>()
    for (const e of onThread) if (RENDERER_WORK.has(e.name) && e.ts! >= task.ts! && e.ts! < end) work.set(e.name, (work.get(e.name) ?? 0) + e.dur! / 1000)
    out.push({ startMs: (task.ts! - first) / 1000, durationMs: task.dur! / 1000, packages: top(packages, n), ours: top(ours, n), functions: top(functions, n), events: top(work, n) })
  }
  return out
}

/** Total blocking time of these tasks: each one's time over 50 ms. */
export function blockingMs(tasks: Pick<LongTask, 'durationMs'>[]): number {
  return tasks.reduce((sum, t) => sum + Math.max(0, t.durationMs - 50), 0)
}

/** Printable lines for one run's long tasks; `functions` adds each task's hottest functions. */
export function longTaskLines(tasks: LongTask[], opts: { functions?: boolean } = {}): string[] {
  const list = (xs: Array<[string, number]>) => xs.map(([k, v]) => `${v.toFixed(0)} ${k}`).join(' | ') || '-'
  return tasks.flatMap((t) => [
    `@${t.startMs.toFixed(0)} ms  ${t.durationMs.toFixed(0)} ms`,
    `    ran:      ${list(t.packages)}`,
    `    our code: ${list(t.ours)}`,
    `    renderer: ${list(t.events)}`,
    ...(opts.functions ? [`    hottest:  ${list(t.functions)}`] : []),
  ])
}

/** The main thread of the renderer that navigated to `origin`, found without a CPU profile. */
export function navigatedMainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } | null {
  const nav = events.find((e) => e.name === 'navigationStart' && String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '').startsWith(origin))
  return nav?.pid !== undefined && nav.tid !== undefined ? { pid: nav.pid, tid: nav.tid } : null
}

export type MainThreadSummary = {
  /** all of the thread's tasks, ms */
  busyMs: number
  /** the tasks the simulation keeps and makes long, in order: start (ms after the first task) and duration */
  tasks: Array<{ startMs: number; durationMs: number; afterFcp: boolean; /** what ran in it (taskWork) */ work: string }>
  /** Lighthouse's 8x-style estimate: each of those tasks after the first contentful paint, multiplied, over 50 ms */
  tbtEstimateMs: number
  /** V8's lazy compilation on the main thread (V8.CompileCode + V8.ParseFunction), ms: only with the 'v8' category */
  lazyCompileMs: number
}

/**
 * Lighthouse's simulation (Lantern's PageDependencyGraph, SIGNIFICANT_DUR_THRESHOLD_MS) drops
 * every task shorter than 10 ms, as observed on the host, from the graph it simulates the phone
 * on, unless it is the first with a layout, paint or HTML parse: a 9 ms task blocks nothing there,
 * while a 10 ms one is multiplied like any other (by 8: 30 ms blocking).
 */
export const LANTERN_MIN_TASK_MS = 10

/**
 * One unprofiled load's main thread: the tasks that Lighthouse's simulation of a CPU `multiplier`
 * times slower keeps and makes long (at least LANTERN_MIN_TASK_MS, and over 50 / multiplier ms),
 * and the blocking time that slowdown gives them after the first contentful paint.
 */
export function mainThreadSummary(events: TraceEvent[], thread: { pid: number; tid: number }, multiplier = 8): MainThreadSummary {
  const on = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.ts !== undefined && e.dur !== undefined)
  const runTasks = on.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts! - b.ts!)
  const first = runTasks[0]?.ts ?? 0
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid)?.ts ?? first
  const tasks = runTasks
    .filter((t) => t.dur! / 1000 >= LANTERN_MIN_TASK_MS && t.dur! / 1000 > 50 / multiplier)
    .map((t) => ({ startMs: (t.ts! - first) / 1000, durationMs: t.dur! / 1000, afterFcp: t.ts! >= fcp, work: taskWork(on, t) }))
  return {
    busyMs: runTasks.reduce((sum, t) => sum + t.dur! / 1000, 0),
    tasks,
    tbtEstimateMs: tasks.reduce((sum, t) => sum + (t.afterFcp ? Math.max(0, t.durationMs * multiplier - 50) : 0), 0),
    lazyCompileMs: on.filter((e) => e.name === 'V8.CompileCode' || e.name === 'V8.ParseFunction').reduce((sum, e) => sum + e.dur! / 1000, 0),
  }
}

/** The renderer's own work (RENDERER_WORK) and the events that say which script ran. */
const TASK_WORK = new Set([...RENDERER_WORK, 'EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks'])

/**
 * What ran in one task of an unprofiled trace (`thread`: that thread's complete events), from
 * the renderer's own events: script evaluation, calls (by function name, else script file),
 * timers, style, layout, paint and garbage collection, summed per label, largest first, e.g.
 * "FunctionCall S 9.1 | MinorGC 2.0". Nested events (a call inside a timer) count under each.
 */
function taskWork(thread: TraceEvent[], task: TraceEvent, n = 4): string {
  const byLabel = new Map<string, number>()
  for (const e of thread) {
    if (e === task || e.ts! < task.ts! || e.ts! >= task.ts! + task.dur! || !TASK_WORK.has(e.name)) continue
    const data = e.args?.data as { url?: string; functionName?: string; type?: string } | undefined
    const where = data?.functionName || data?.type || data?.url?.split('/').pop() || ''
    const label = where ? `${e.name} ${where}` : e.name
    byLabel.set(label, (byLabel.get(label) ?? 0) + e.dur! / 1000)
  }
  return top(new Map([...byLabel].filter(([, ms]) => ms >= 0.5)), n)
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
    .join(' | ')
}
