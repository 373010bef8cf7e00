import { profileSchema, profileUpdateSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requestOrigin } from '../../lib/http.ts';
import { storeUploadedImage } from '../media/uploads.ts';
import { getProfile, updateProfile } from './profile.ts';

const params = z.object({ user_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Spec §7 profile calls: the caller's own profile only. */
export async function profileRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/user/profile/:user_id/',
    {
      config: { auth: 'user', owns: ['user_id'] },
      schema: {
        tags: ['accounts'],
        summary: "The caller's profile",
        security: [{ bearer: [] }],
        params,
        response: { 200: profileSchema },
      },
    },
    async (request) => getProfile(db, request.params.user_id, requestOrigin(request)),
  );

  app.patch(
    '/user/profile/:user_id/',
    {
      config: { auth: 'user', owns: ['user_id'] },
      schema: {
        tags: ['accounts'],
        summary: 'Change name, address or picture (multipart); e-mail and phone are read-only',
        security: [{ bearer: [] }],
        params,
        // A multipart file arrives as a Buffer; anything else under `image` (a URL, "undefined") is ignored.
        body: profileUpdateSchema.extend({ image: z.any().optional() }),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const userId = request.params.user_id;
      const { image, ...fields } = request.body;
      const imageKey = Buffer.isBuffer(image)
        ? await storeUploadedImage(config, 'profiles/uploads', image)
        : undefined;
      await updateProfile(db, userId, { ...fields, imageKey });
      return getProfile(db, userId, requestOrigin(request));
    },
  );
}
