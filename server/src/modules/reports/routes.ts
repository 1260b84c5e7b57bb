/** /api/v1/report: CSV exports of a site, PDF reports of a site or an area (spec part 1 §7 'Reports'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TokenService } from '../../http/token';
import type { FileStore } from '../../integrations/fileStore';
import type { ConfiguredChannels } from '../../notify/channels';
import csvRoutes from './csvRoutes';
import pdfRoutes from './pdfRoutes';

export interface ReportOptions {
  files: FileStore;
  /** The console's address, for links in e-mails and messages. */
  publicUrl: string;
  /** Signs report links. */
  secret: string;
  /** Reads the session token of a signed-in user opening a report file. */
  tokens: TokenService;
  /** The channels this server sends on: a report queued only to others was not sent, and its answer says so. */
  configured: ConfiguredChannels;
}

const plugin: FastifyPluginAsyncZod<ReportOptions> = async (app, opts) => {
  await app.register(csvRoutes);
  await app.register(pdfRoutes, opts);
};

export default plugin;
