// Picture uploads: the accepted types, the 10 MB limit and their messages, checked by
// the editor before sending and by the server on the bytes it receives.

/** The picture types an upload may be, by their bytes on the server and by their type (or name) in the browser. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** The spec's names for them: jpeg, jpg, png, gif, webp. */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/** The file picker's `accept`: only the supported picture types. */
export const UPLOAD_ACCEPT = [...UPLOAD_TYPES, ...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  noFile: 'No file selected',
  badType: 'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.',
  /** When the size is not known (a body cut off at the limit). */
  tooLargeUnknown: `File is too large. Maximum size is ${MAX_UPLOAD_MB}MB.`,
  failed: 'Upload failed',
  network: 'Network error during upload',
  done: 'Image uploaded!',
} as const;

/** A size in megabytes as messages write it (one decimal). */
export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export const tooLargeMessage = (bytes: number) =>
  `File too large (${megabytes(bytes)} MB). Maximum size is ${MAX_UPLOAD_MB}MB.`;

/** Whether a picked file is of a supported type: by its type, or by its name when the browser gives none. */
export function isUploadType(file: { type: string; name?: string }): boolean {
  const type = file.type.toLowerCase();
  // Some systems label JPEG files image/jpg.
  if (type) return (UPLOAD_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type);
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  return Boolean(file.name?.includes('.')) && (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}
