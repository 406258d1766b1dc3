import type { IpcMain, WebFrameMain } from 'electron'
import { desktopError, failureOf } from '../core/failure.ts'
import { OPERATION_NAMES, channelOf, type OperationName } from '../bridge/contract.ts'
import type { BridgeHandler } from '../bridge/dispatch.ts'
import { isAppUrl } from './navigation.ts'

/**
 * Only the app's own top-level page may call the bridge (Electron's security checklist: validate the sender of
 * every IPC message): not an iframe (a video embed), not a page the window was somehow navigated to.
 */
export function isTrustedSender(frame: WebFrameMain | null, appOrigin: string): boolean {
  return frame !== null && frame.parent === null && isAppUrl(frame.url, appOrigin)
}

/** One `ipcMain.handle` per operation of the contract; the handler parses the arguments (dispatch.ts). */
export function registerBridge(ipcMain: IpcMain, handlers: Record<OperationName, BridgeHandler>, appOrigin: string): void {
  for (const name of OPERATION_NAMES) {
    ipcMain.handle(channelOf(name), async (event, args: unknown) => {
      if (!isTrustedSender(event.senderFrame, appOrigin)) {
        return { ok: false, error: failureOf(desktopError(403, 'This page may not use the studio bridge')) }
      }
      return handlers[name](args)
    })
  }
}
