import { useEffect, useState } from 'react'

/** Milliseconds left until `deadline` (ISO), updated every second; 0 once passed. */
export function useTimeLeft(deadline: string | null | undefined): number {
  const target = deadline ? Date.parse(deadline) : NaN
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (Number.isNaN(target)) return
    const id = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(id)
  }, [target])
  return Number.isNaN(target) ? 0 : Math.max(0, target - now)
}

/** "03:04:05" or "04:05" for less than a day, Latin digits (days are shown by the caller). */
export function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`
}
