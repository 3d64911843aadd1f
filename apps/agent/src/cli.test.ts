// The command line refuses a restore rate cap it cannot read before it starts anything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('warden-agent run --max-restore-rate', () => {
  it.each(['abc', '0', '-5'])('refuses "%s" with exit code 2, naming the option', async (rate) => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['run', `--max-restore-rate=${rate}`])).toBe(2);
    expect(String(stderr.mock.calls[0]?.[0])).toContain('--max-restore-rate must be a positive number');
  });

  it('reads the cap from WARDEN_AGENT_MAX_RESTORE_RATE when the option is absent', async () => {
    vi.stubEnv('WARDEN_AGENT_MAX_RESTORE_RATE', 'fast');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['run'])).toBe(2);
    expect(String(stderr.mock.calls[0]?.[0])).toContain('not "fast"');
  });
});
