import express, { type Response } from 'express'

/**
 * Files whose names change with their bytes (uploads' random names, the brand files' hashes): cached for a year. A
 * missing one is a plain 404, never a rendered page; no folder listing, no redirect, no dotfile.
 */
export function immutableFiles(folder: string, setHeaders?: (res: Response) => void) {
  return express.static(folder, { index: false, redirect: false, dotfiles: 'deny', immutable: true, maxAge: '365d', fallthrough: false, setHeaders })
}
