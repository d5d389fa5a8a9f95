// REST adapters for /api/auth/*: each route calls the matching auth procedure.
import { Hono } from 'hono';
import { loginInput, passwordChangeInput, profileInput, registerInput, type LoginInput, type PasswordChangeInput, type ProfileInput, type RegisterInput } from '../../src/shared/validation';
import { jsonBody, respond, type ContextFor } from './respond';

export function authRoutes(contextFor: ContextFor) {
  return new Hono()
    .post('/register', async (c) => {
      const body = (await jsonBody(c, registerInput)) as RegisterInput;
      return respond(c, contextFor, (api) => api.auth.register(body), 201);
    })
    .post('/login', async (c) => {
      const body = (await jsonBody(c, loginInput)) as LoginInput;
      return respond(c, contextFor, (api) => api.auth.login(body));
    })
    .get('/me', (c) => respond(c, contextFor, (api) => api.auth.me()))
    .post('/logout', (c) => respond(c, contextFor, (api) => api.auth.logout()))
    .put('/profile', async (c) => {
      const body = (await jsonBody(c, profileInput)) as ProfileInput;
      return respond(c, contextFor, (api) => api.auth.updateProfile(body));
    })
    .put('/password', async (c) => {
      const body = (await jsonBody(c, passwordChangeInput)) as PasswordChangeInput;
      return respond(c, contextFor, (api) => api.auth.changePassword(body));
    });
}
