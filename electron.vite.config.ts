import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'

// The desktop app: desktop/main, desktop/preload and desktop/renderer built into out/.
// `npm run desktop:build` needs no Electron binary; `desktop:dev` and `desktop:dist` do.
export default defineConfig({
  main: {
    build: {
      // Everything bundled: the packaged app carries out/ only, no node_modules (electron-builder.yml).
      externalizeDeps: false,
      rolldownOptions: { input: { index: resolve('desktop/main/index.ts') } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot be an ES module, nor require anything but Electron's own modules:
      // one self-contained CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('desktop/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('desktop/renderer'),
    plugins: [react()],
    build: {
      minify: true,
      // One bundle read from disk (no network): its size is not a page-load concern here.
      chunkSizeWarningLimit: 2000,
      rolldownOptions: { input: { index: resolve('desktop/renderer/index.html') } },
    },
    server: {
      fs: { allow: [resolve('.')] },
      // desktop:dev serves the page from Vite: uploaded images come from the studio server named here.
      proxy: { '/uploads': process.env.STUDIO_SERVER_URL ?? 'http://localhost:3000' },
    },
  },
})
