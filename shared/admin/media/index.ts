// What other features use of Media: the image buttons and the upload a form does in place.
export { LibraryButton, UploadButton } from './image-buttons.tsx'
export { pickImageFile } from './image-check.ts'
export { ImageSizeWarning } from './image-size-warning.tsx'
export { UploadProblem } from './upload-problem.tsx'
export { useFileDrop } from './use-file-drop.ts'
export { useImageUpload } from './use-image-upload.ts'
export { useLibraryImage } from './use-library-image.ts'
