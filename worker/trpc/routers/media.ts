// Media uploads into the store; served back under /media/<key>.
import { codedError, DomainError } from '../../errors';
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { randomId } from '../../platform/ids';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  megabytes,
  type UploadType,
} from '../../../src/shared/upload';
import { MEDIA_TYPES, mediaUrl } from '../../platform/media';
import { protectedProcedure } from '../init';

const SUPPORTED = Object.keys(MEDIA_TYPES);
const SUPPORTED_NAMES = SUPPORTED.map((type) => type.split('/')[1]!.toUpperCase()).join(', ');

export const uploadInput = z.object({
  contentType: z.string().transform((type) => type.split(';')[0]!.trim().toLowerCase()),
  data: z.custom<Uint8Array<ArrayBuffer>>((value) => value instanceof Uint8Array, 'Expected file bytes'),
});

/** The image type the bytes really are (never the name or the claimed type), or null. */
export function sniffImageType(data: Uint8Array): UploadType | null {
  return UPLOAD_TYPES.find((type) => MEDIA_TYPES[type]!.magic(data)) ?? null;
}

export const mediaRouter = {
  /** The editor's picture upload: JPEG, PNG, GIF or WebP by their bytes, at most 10 MB. */
  uploadImage: protectedProcedure
    .input(
      z.object({
        name: z.string().max(255).optional().default('image'),
        data: z
          .custom<Uint8Array<ArrayBuffer>>((value) => value instanceof Uint8Array, UPLOAD_MESSAGES.noFile)
          .optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // Who is asking before what they sent: a stranger's bytes are never looked at.
      const { user } = await ctx.viewer();
      if (!input.data || input.data.byteLength === 0) throw codedError('BAD_REQUEST', 'upload_no_file');
      if (input.data.byteLength > MAX_UPLOAD_BYTES)
        throw new DomainError('PAYLOAD_TOO_LARGE', 'file_too_large', { size: megabytes(input.data.byteLength) });
      const type = sniffImageType(input.data);
      if (!type) throw codedError('BAD_REQUEST', 'upload_bad_type');
      const key = `uploads/${user.id}/${randomId(16)}.${MEDIA_TYPES[type]!.ext}`;
      await ctx.media.put(key, input.data, type);
      return {
        success: true as const,
        message: 'Image uploaded successfully',
        data: { imageUrl: mediaUrl(key), originalName: input.name },
      };
    }),

  upload: protectedProcedure.input(uploadInput).mutation(async ({ ctx, input }) => {
    const { user } = await ctx.viewer();
    const kind = MEDIA_TYPES[input.contentType];
    if (!kind) throw new DomainError('BAD_REQUEST', 'file_type_unsupported', { types: SUPPORTED_NAMES });
    if (input.data.byteLength === 0) throw new DomainError('BAD_REQUEST', 'file_empty');
    if (input.data.byteLength > MAX_UPLOAD_BYTES) {
      throw codedError('PAYLOAD_TOO_LARGE', 'upload_too_large');
    }
    // The declared type must match the bytes, so nothing is served under a type it is not.
    if (!kind.magic(input.data)) {
      throw new DomainError('BAD_REQUEST', 'file_invalid', { type: input.contentType });
    }
    const key = `uploads/${user.id}/${randomId(16)}.${kind.ext}`;
    await ctx.media.put(key, input.data, input.contentType);
    return {
      success: true as const,
      data: { key, url: mediaUrl(key), contentType: input.contentType, size: input.data.byteLength },
    };
  }),
} satisfies TRPCRouterRecord;
