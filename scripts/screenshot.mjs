#!/usr/bin/env node
// Development aid: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--full]
// Takes a screenshot with the same Chromium the browser tests use.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, NO_CHROMIUM_HELP, findChromium } from './find-chromium.mjs'

const [url, out, width = '1280'] = process.argv.slice(2)
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [--full]')
  process.exit(2)
}
const executablePath = findChromium()
if (!executablePath) {
  console.error(NO_CHROMIUM_HELP)
  process.exit(1)
}
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 } })
const messages = []
page.on('console', (message) => message.type() === 'error' && messages.push(message.text()))
page.on('pageerror', (error) => messages.push(String(error)))
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') })
await browser.close()
if (messages.length) console.log(`console errors:\n${messages.join('\n')}`)
