import type { StudioBridge } from '../bridge/contract.ts'

declare global {
  interface Window {
    /** The preload's bridge (desktop/preload/index.ts); missing when the page is opened outside the app. */
    studio?: StudioBridge
  }
}
