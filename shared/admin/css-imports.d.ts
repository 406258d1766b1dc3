// Stylesheets are imported for their side effect; the bundler (Vite, electron-vite) handles them.
declare module '*.css'
