// The Markdown worker on a machine too busy to start it quickly: it loads 1.5 s late (render-markdown.test.ts).
await new Promise((resolve) => setTimeout(resolve, 1500))
await import('../markdown-worker.mjs')
