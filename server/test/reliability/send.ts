import type { TestApp } from '../harness'
import type { BadCase } from './bad-input.cases'
import { authHeaders, type RoleSession } from './roles'

// Sends a corpus case through app.request() and reads the envelope, if any.

export type Answer = { status: number; text: string; message: string | null; fields: string[] }

export async function send(t: TestApp, c: BadCase, session: RoleSession | null): Promise<Answer> {
  const headers: Record<string, string> = { ...authHeaders(session, c.viaCookie), ...c.headers }
  let body: string | undefined = c.body
  if (c.form) {
    headers['Content-Type'] ??= 'application/x-www-form-urlencoded'
    body = new URLSearchParams(c.form).toString()
  } else if (c.json !== undefined) {
    headers['Content-Type'] ??= 'application/json'
    body = JSON.stringify(c.json)
  }
  const res = await t.request(c.path, { method: c.method, headers, body })
  const text = await res.text()
  let message: string | null = null
  let fields: string[] = []
  try {
    const env = JSON.parse(text) as { header?: { message?: unknown }; errors?: Array<{ field?: unknown }> }
    message = typeof env.header?.message === 'string' ? env.header.message : null
    fields = (env.errors ?? []).map((e) => String(e.field))
  } catch {
    // not JSON (static 404 pages, 413 from the body limit…)
  }
  return { status: res.status, text, message, fields }
}

/** Problems with an answer to a bad request; empty when it is right. */
export function judge(c: BadCase, a: Answer): string[] {
  const problems: string[] = []
  if (c.status !== undefined ? a.status !== c.status : a.status < 400 || a.status > 499) {
    problems.push(`status ${a.status}, expected ${c.status ?? '4xx'}`)
  }
  if (c.field && !(a.fields.includes(c.field) || a.message?.startsWith(`${c.field}:`))) {
    problems.push(`answer does not name the field ${c.field} (message ${JSON.stringify(a.message)}, fields ${JSON.stringify(a.fields)})`)
  }
  if (c.mustNotContain?.test(a.text)) problems.push(`answer contains ${c.mustNotContain}`)
  if (/\bat \S+ \(.*:\d+:\d+\)|node_modules\//.test(a.text)) problems.push('answer contains a stack trace')
  return problems
}
