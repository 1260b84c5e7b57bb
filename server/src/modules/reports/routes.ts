/** /api/v1/report: CSV exports of a site, PDF reports of a site or an area (spec part 1 §7 'Reports'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStore } from '../../integrations/fileStore';

const plugin: FastifyPluginAsyncZod<{ files: FileStore; publicUrl: string; secret: string }> = async () => {};

export default plugin;
