// The root router: one entry per domain. `AppRouter` is what typed clients (the web app, scripts) import.
import { createCallerFactory, createTRPCRouter, rememberInputs } from './init';
import { aiRouter } from './routers/ai';
import { authRouter } from './routers/auth';
import { charactersRouter, locationsRouter } from './routers/entities';
import { likesRouter } from './routers/likes';
import { mediaRouter } from './routers/media';
import { remixRouter } from './routers/remix';
import { scenesRouter } from './routers/scenes';
import { storiesRouter } from './routers/stories';
import { tokensRouter } from './routers/tokens';
import { usersRouter } from './routers/users';
import { webhooksRouter } from './routers/webhooks';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  media: mediaRouter,
  stories: storiesRouter,
  likes: likesRouter,
  remix: remixRouter,
  users: usersRouter,
  scenes: scenesRouter,
  characters: charactersRouter,
  locations: locationsRouter,
  ai: aiRouter,
  tokens: tokensRouter,
  webhooks: webhooksRouter,
});

rememberInputs(appRouter._def.procedures);

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
