/** SPEC §9: image upload limit 5 MB, checked in the browser before sending and by the server on receipt. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
