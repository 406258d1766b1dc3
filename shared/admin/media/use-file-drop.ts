import { type DragEvent, useState } from 'react'

/** Whether a drag carries files (not text or a link being dragged within the page). */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/**
 * Files dropped on an element: spread `handlers` on it, style it while `dragging`. Drags of anything else are left
 * to the browser; leaving for a child of the element does not count as leaving.
 */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false)
  const handlers = {
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
      setDragging(true)
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDragging(false)
    },
    onDrop(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return
      event.preventDefault()
      setDragging(false)
      onFiles(event.dataTransfer.files)
    },
  }
  return { dragging, handlers }
}
