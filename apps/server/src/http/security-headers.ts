// Security headers on every answer (helmet): a Content-Security-Policy the console runs under, and
// no framing of the console by other sites.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console's own scripts only. Styles allow 'unsafe-inline' because Radix (react-remove-scroll)
 * adds <style> elements at run time. Images allow https: for pictures in help articles, which come
 * from the help centre's host; frames allow http(s) for the get-started video from the branding.
 */
export function contentSecurityPolicy(httpsOnly: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ['https:', 'http:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only behind https: on a plain-http install it would send the console's requests to a dead port.
    ...(httpsOnly ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, httpsOnly: boolean): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(httpsOnly) },
    frameguard: { action: 'deny' },
    // Browsers ignore HSTS over plain http; sending it there would only mislead.
    strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
}
