// Media uploads into the store; served back under /media/<key>.
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { randomId } from '../../platform/ids';
import { MAX_UPLOAD_BYTES, MEDIA_TYPES, mediaUrl } from '../../platform/media';
import { protectedProcedure } from '../init';

const SUPPORTED = Object.keys(MEDIA_TYPES);
const UNSUPPORTED = `Unsupported file type. Please upload ${SUPPORTED.map((type) => type.split('/')[1]!.toUpperCase()).join(', ')}.`;

export const uploadInput = z.object({
  contentType: z.string().transform((type) => type.split(';')[0]!.trim().toLowerCase()),
  data: z.custom<Uint8Array<ArrayBuffer>>((value) => value instanceof Uint8Array, "Expected file bytes"),
});

export const mediaRouter = {
  upload: protectedProcedure.input(uploadInput).mutation(async ({ ctx, input }) => {
    const kind = MEDIA_TYPES[input.contentType];
    if (!kind) throw new TRPCError({ code: 'BAD_REQUEST', message: UNSUPPORTED });
    if (input.data.byteLength === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: 'The file is empty' });
    if (input.data.byteLength > MAX_UPLOAD_BYTES) {
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: 'File is too large. Maximum size is 10MB.' });
    }
    // The declared type must match the bytes, so nothing is served under a type it is not.
    if (!kind.magic(input.data)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: `The file is not a valid ${input.contentType} file` });
    }
    const key = `uploads/${ctx.user.id}/${randomId(16)}.${kind.ext}`;
    await ctx.media.put(key, input.data, input.contentType);
    return { success: true as const, data: { key, url: mediaUrl(key), contentType: input.contentType, size: input.data.byteLength } };
  }),
} satisfies TRPCRouterRecord;
