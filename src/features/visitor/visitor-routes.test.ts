import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { guard, isPublicRoute, type RouteName } from '../../lib/guard'
import { isBlogId } from './blog-id'

// Every marketing page (src/routes/$locale/_intro) must be open to visitors (§2 "Routes needing
// no login"): a page without a public name would send visitors to the login page.

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? routeFiles(path) : name.endsWith('.tsx') && !name.startsWith('-') ? [path] : []
  })
}

describe('visitor routes', () => {
  const files = routeFiles('src/routes/$locale/_intro')

  it('exist (about twenty pages)', () => {
    expect(files.length).toBeGreaterThanOrEqual(20)
  })

  it.each(files)('%s has a public route name', (file) => {
    const name = /staticData:\s*\{\s*name:\s*'([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1]
    expect(name, file).toBeDefined()
    expect(isPublicRoute(name as RouteName)).toBe(true)
  })

  it('a visitor may open the blog list and a post; a malformed post id is a 404', () => {
    const visitor = { pathname: '/en-US/news', searchStr: '', user: null }
    expect(guard({ ...visitor, route: { name: 'news' } })).toEqual({ type: 'allow' })
    const rules = { validate: ({ params }: { params: Record<string, string> }) => isBlogId(params.id) }
    expect(guard({ ...visitor, route: { name: 'news-detail-id', rules }, params: { id: '12' } })).toEqual({ type: 'allow' })
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(guard({ ...visitor, route: { name: 'news-detail-id', rules }, params: { id } }), id).toEqual({ type: 'not-found' })
    }
    // The route file uses the same check.
    expect(readFileSync('src/routes/$locale/_intro/news/detail/$id.tsx', 'utf8')).toContain('isBlogId(params.id)')
  })
})
