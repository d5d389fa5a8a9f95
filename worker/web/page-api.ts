import type { TRPCLink } from '@trpc/client';
import type { RenderPage } from '../../src/shared/page-render';
import type { AppRouter } from '../trpc/router';
import type { RenderedData } from './pages';

/** The tRPC link the server's renderer makes its calls through: the app's procedures, called in the same process. */
export type PageApi = TRPCLink<AppRouter>;

/** The server's page renderer (src/entry-server.tsx, built into dist-ssr/), calling the procedures through PageApi. */
export type PageRenderer = RenderPage<PageApi, RenderedData>;
