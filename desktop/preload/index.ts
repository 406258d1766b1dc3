import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { OPERATION_NAMES, PUSH_CHANNELS, channelOf } from '../bridge/contract.ts'

/**
 * The renderer's only door to the app (Electron's security checklist): one function per operation of the
 * contract, each invoking its own channel. ipcRenderer itself is never exposed, and listeners never receive
 * the IPC event (it carries `sender`).
 */
const operations = Object.fromEntries(OPERATION_NAMES.map((name) => [name, (...args: unknown[]) => ipcRenderer.invoke(channelOf(name), args)]))

function subscribe(channel: string, listener: (payload: unknown) => void): () => void {
  const relay = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
  ipcRenderer.on(channel, relay)
  return () => {
    ipcRenderer.removeListener(channel, relay)
  }
}

contextBridge.exposeInMainWorld('studio', {
  ...operations,
  onMenuCommand: (listener: (command: unknown) => void) => subscribe(PUSH_CHANNELS.menuCommand, listener),
  onCoreEvent: (listener: (event: unknown) => void) => subscribe(PUSH_CHANNELS.coreEvent, listener),
})
