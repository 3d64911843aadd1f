// Signed, expiring links: what a link token carries, and the answer that hands a link to the console.
import { z } from 'zod';

/** The claims inside a link token; the server signs them and checks them again when the link is opened. */
export const signedLinkClaimsSchema = z.strictObject({
  /** What the link opens, e.g. "attachment:<token>" or "backup:<request as JSON>". */
  resource: z.string().min(1),
  /** The technician the link was issued to; nobody else can open it. */
  userId: z.number().int().positive(),
  /** Epoch milliseconds after which the link is dead. */
  expiresAt: z.number().int().positive(),
});
export type SignedLinkClaims = z.infer<typeof signedLinkClaimsSchema>;

/** A link token as it travels in a URL: "<base64url claims>.<base64url signature>". */
export const signedLinkTokenSchema = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Not a link token');

export const signedUrlSchema = z.object({ signedUrl: z.string() });
export type SignedUrl = z.infer<typeof signedUrlSchema>;
