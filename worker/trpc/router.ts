// The root router: one entry per domain. `AppRouter` is what typed clients (the web app, scripts) import.
import { createCallerFactory, createTRPCRouter } from './init';
import { authRouter } from './routers/auth';
import { mediaRouter } from './routers/media';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  media: mediaRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
