import { existsSync } from 'node:fs'
import { join } from 'node:path'
import express, { type RequestHandler, Router } from 'express'

/**
 * The website: prerendered pages from `dist/client`. Placeholder until the site build exists (issue #3):
 * without one, the home page says the server is up and where the API is.
 */
export function siteRoutes(root: string): RequestHandler {
  const router = Router()
  const client = join(root, 'dist', 'client')
  if (existsSync(client)) {
    router.use(express.static(client, { redirect: false, index: 'index.html' }))
  } else {
    router.get('/', (_req, res) => {
      res.type('html').send('<!doctype html><html lang="en"><title>Belleza Studio</title><p>The studio server is running. The website has not been built yet: run <code>npm run build</code>.</p></html>')
    })
  }
  router.use((_req, res) => {
    res.status(404).type('html').send('<!doctype html><html lang="en"><title>404 Page Not Found</title><h1>404 Page Not Found</h1></html>')
  })
  return router
}
