// Reading TRUST_PROXY: proxies are trusted only when configured.
import { describe, expect, it } from 'vitest';
import { DEFAULT_INBOUND_MAX_MESSAGE_BYTES, loadConfig, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('true')).toBe(true);
    const hops = parseTrustProxy('2');
    expect(typeof hops).toBe('function');
    if (typeof hops === 'function')
      expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
  });
});

describe('INBOUND_SMTP_*', () => {
  it('leaves the inbound listener off unless a port is set, on 127.0.0.1 with a 25 MiB limit', () => {
    expect(loadConfig({}).inboundSmtp).toEqual({
      port: null,
      host: '127.0.0.1',
      maxMessageBytes: DEFAULT_INBOUND_MAX_MESSAGE_BYTES,
    });
    expect(DEFAULT_INBOUND_MAX_MESSAGE_BYTES).toBe(25 * 1024 * 1024);
  });

  it('takes a port (0 picks a free one), a host and a message size', () => {
    expect(
      loadConfig({
        INBOUND_SMTP_PORT: '2525',
        INBOUND_SMTP_HOST: '0.0.0.0',
        INBOUND_SMTP_MAX_MESSAGE_BYTES: '1000',
      }).inboundSmtp,
    ).toEqual({ port: 2525, host: '0.0.0.0', maxMessageBytes: 1000 });
    expect(loadConfig({ INBOUND_SMTP_PORT: '0' }).inboundSmtp.port).toBe(0);
  });

  it('refuses a port or a size that is not a number', () => {
    expect(() => loadConfig({ INBOUND_SMTP_PORT: 'smtp' })).toThrow(/INBOUND_SMTP_PORT/);
    expect(() => loadConfig({ INBOUND_SMTP_PORT: '70000' })).toThrow(/INBOUND_SMTP_PORT/);
    expect(() => loadConfig({ INBOUND_SMTP_MAX_MESSAGE_BYTES: '10MB' })).toThrow(
      /INBOUND_SMTP_MAX_MESSAGE_BYTES/,
    );
    expect(() => loadConfig({ INBOUND_SMTP_MAX_MESSAGE_BYTES: '0' })).toThrow(
      /INBOUND_SMTP_MAX_MESSAGE_BYTES/,
    );
  });
});
