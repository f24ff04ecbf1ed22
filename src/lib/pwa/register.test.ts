import { beforeEach, describe, expect, it, vi } from 'vitest'

// register.ts against a stand-in for the browser's service worker API: which worker events
// show the update prompt, and what Reload sends. The real worker's update flow is
// e2e/offline-update.spec.ts.

type Mods = { register: typeof import('./register'); update: typeof import('./update') }

async function fresh(): Promise<Mods> {
  vi.resetModules()
  return { register: await import('./register'), update: await import('./update') }
}

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  posted: unknown[] = []
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  to(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  active: FakeWorker | null = null
  updates = 0
  update() {
    this.updates++
    return Promise.resolve()
  }
  /** A new worker found and installed (as the browser does it: waiting, then installed); it stays waiting when one is already active. */
  install(worker = new FakeWorker()) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
    this.installing = null
    this.waiting = worker
    worker.to('installed')
    if (!this.active) {
      this.waiting = null
      this.active = worker
      worker.to('activating')
      worker.to('activated')
    }
    return worker
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null
  constructor(readonly registration: FakeRegistration) {
    super()
  }
  register = vi.fn(() => Promise.resolve(this.registration))
  takeControl(worker: FakeWorker) {
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

function setup(options: { controlled?: boolean; waiting?: boolean } = {}) {
  const registration = new FakeRegistration()
  const container = new FakeContainer(registration)
  if (options.controlled) container.controller = registration.active = new FakeWorker()
  if (options.waiting) registration.waiting = new FakeWorker()
  let check: (() => void) | undefined
  const deps = {
    container: container as unknown as ServiceWorkerContainer,
    whenLoaded: () => Promise.resolve(),
    onUpdateCheck: (fn: () => void) => void (check = fn),
  }
  return { registration, container, deps, check: () => check?.() }
}

describe('service worker registration', () => {
  let mods: Mods
  beforeEach(async () => {
    mods = await fresh()
  })

  it('registers /sw.js for the whole site, classic', async () => {
    const s = setup()
    await mods.register.registerServiceWorker(s.deps)
    expect(s.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' })
  })

  it('shows no prompt for the first install taking the page', async () => {
    const s = setup()
    await mods.register.registerServiceWorker(s.deps)
    const first = s.registration.install()
    s.container.takeControl(first)
    expect(mods.update.updates.get()).toBe('idle')
  })

  it('offers the update when a new worker installs behind the active one', async () => {
    const s = setup({ controlled: true })
    await mods.register.registerServiceWorker(s.deps)
    expect(mods.update.updates.get()).toBe('idle')
    s.registration.install()
    expect(mods.update.updates.get()).toBe('available')
  })

  it('offers the update when a worker was already waiting at registration', async () => {
    const s = setup({ controlled: true, waiting: true })
    await mods.register.registerServiceWorker(s.deps)
    expect(mods.update.updates.get()).toBe('available')
  })

  it('on Reload, tells the waiting worker to skip waiting, and reloads once it takes control', async () => {
    const s = setup({ controlled: true })
    await mods.register.registerServiceWorker(s.deps)
    const next = s.registration.install()
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    try {
      await mods.update.updates.apply()
      expect(next.posted).toEqual([mods.register.SKIP_WAITING])
      expect(mods.update.updates.get()).toBe('applying')
      s.container.takeControl(next)
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('offers the reload when another tab activated the update', async () => {
    const s = setup({ controlled: true })
    await mods.register.registerServiceWorker(s.deps)
    s.container.takeControl(new FakeWorker())
    expect(mods.update.updates.get()).toBe('available')
  })

  it('looks for updates only while the page is visible', async () => {
    const s = setup({ controlled: true })
    await mods.register.registerServiceWorker(s.deps)
    s.check()
    expect(s.registration.updates).toBe(1)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    s.check()
    expect(s.registration.updates).toBe(1)
    vi.restoreAllMocks()
  })

  it('keeps the app working when registration fails', async () => {
    const s = setup()
    s.container.register.mockImplementation(() => Promise.reject(new Error('blocked')))
    await expect(mods.register.registerServiceWorker(s.deps)).resolves.toBeUndefined()
  })
})
