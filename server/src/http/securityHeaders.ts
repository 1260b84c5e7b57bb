/**
 * Security headers on every answer (console, API, docs, files): a Content-Security-Policy that lets the
 * console reach only this server (and its socket), images of the configured tile host and the configured
 * address search; no framing; `nosniff`; and a referrer policy that still tells a tile server which site
 * asks (OpenStreetMap's tile policy wants it) without sending paths to other hosts. Hosts come from the
 * configuration, never written here.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The origin of a URL template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png` as a CSP source
 * (`{s}` subdomains become `*`); null for a relative URL, which 'self' already covers.
 */
export function cspSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  return `${match[1].toLowerCase()}://${match[2].replace(/\{[a-z]+\}/gi, '*').toLowerCase()}`;
}

export interface SecurityHeaderSettings {
  tileUrl: string;
  geocodeUrl: string;
  /** The console's origins: their ws/wss forms are named for browsers whose 'self' does not cover sockets. */
  consoleOrigins: string[];
}

export function cspDirectives(settings: SecurityHeaderSettings) {
  const sources = (...urls: string[]) => urls.map(cspSource).filter((source): source is string => source !== null);
  const sockets = settings.consoleOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (the employee info PDF's layout engine is WebAssembly); it allows no eval of script.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    scriptSrcAttr: ["'none'"],
    // MUI (emotion) and Leaflet set styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...sources(settings.tileUrl)],
    // data: is the PDF layout engine's WebAssembly, bundled inline and read with fetch.
    connectSrc: ["'self'", 'data:', ...sockets, ...sources(settings.geocodeUrl)],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const HSTS_MAX_AGE_SECONDS = 31_536_000;

export default fp(
  async (app: FastifyInstance, settings: SecurityHeaderSettings) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(settings) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Sent below, over HTTPS only (browsers ignore it over plain HTTP, where it only misleads a reader).
      strictTransportSecurity: false,
      // Map tiles from the tile host are images of another origin, loaded without CORS.
      crossOriginEmbedderPolicy: false,
    });
    // request.protocol is https on a TLS connection, or behind a trusted proxy that says X-Forwarded-Proto: https.
    // Other hosts of the domain are not ours to pin.
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}`);
    });
  },
  { name: 'security-headers' },
);
