import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { siteFonts } from './site/build/site-fonts.ts'

// The website lives in site/ (Vike's pages in site/pages); the build goes to dist/client and dist/server.
export default defineConfig({
  root: 'site',
  plugins: [react(), vike(), siteFonts()],
  build: { outDir: '../dist', emptyOutDir: true },
  server: { fs: { allow: ['..'] } },
})
