// The condition forms of spec 001 and the Linux checks: their fields, limits and where they run.
import { describe, expect, it } from 'vitest';
import {
  conditionActionSchema,
  conditionSupported,
  defragOptions,
  policyConditionSchema,
  policyConditionTypes,
} from './conditions.ts';

const issuePath = (input: unknown) => policyConditionSchema.safeParse(input).error?.issues[0]?.path;

describe('policy condition forms', () => {
  it('offers the four defrag options of the spec and defaults to all volumes', () => {
    expect(defragOptions).toEqual([
      'INCLUDE_ALL_VOLUMES',
      'INCLUDE_BOOT_VOLUME',
      'EXCLUDE_BOOT_VOLUME',
      'EXCLUDE_BOOT_AND_RECOVERY_VOLUMES',
    ]);
    expect(policyConditionSchema.parse({ type: 'DEFRAG' })).toEqual({
      type: 'DEFRAG',
      option: 'INCLUDE_ALL_VOLUMES',
    });
    expect(issuePath({ type: 'DEFRAG', option: 'SOME_VOLUMES' })).toEqual(['option']);
  });

  it('accepts the media and system restore forms', () => {
    expect(policyConditionSchema.parse({ type: 'MEDIA' })).toEqual({ type: 'MEDIA' });
    expect(policyConditionSchema.parse({ type: 'SYSTEM_RESTORE' })).toEqual({ type: 'SYSTEM_RESTORE' });
  });

  it('requires serviceName on the Windows service form', () => {
    const r = policyConditionSchema.safeParse({
      type: 'WINDOWS_SERVICE',
      serviceName: '  ',
      displayName: '',
    });
    expect(r.error?.issues[0]).toMatchObject({ path: ['serviceName'], message: 'Required' });
    expect(
      policyConditionSchema.parse({
        type: 'WINDOWS_SERVICE',
        serviceName: ' Spooler ',
        displayName: 'Print Spooler',
      }),
    ).toMatchObject({ serviceName: 'Spooler' });
  });

  it('checks the Linux conditions thresholds and durations', () => {
    expect(issuePath({ type: 'SERVICE_STOPPED', serviceName: '' })).toEqual(['serviceName']);
    expect(policyConditionSchema.parse({ type: 'DISK_FREE_BELOW', thresholdPercent: 10 })).toEqual({
      type: 'DISK_FREE_BELOW',
      thresholdPercent: 10,
      volume: null,
    });
    expect(issuePath({ type: 'DISK_FREE_BELOW', thresholdPercent: 100 })).toEqual(['thresholdPercent']);
    expect(issuePath({ type: 'CPU_ABOVE', thresholdPercent: 90 })).toEqual(['durationMinutes']);
    expect(issuePath({ type: 'MEMORY_ABOVE', thresholdPercent: 0, durationMinutes: 5 })).toEqual([
      'thresholdPercent',
    ]);
    expect(issuePath({ type: 'AGENT_OFFLINE', durationMinutes: 0 })).toEqual(['durationMinutes']);
    expect(policyConditionSchema.safeParse({ type: 'AGENT_OFFLINE', durationMinutes: 15 }).success).toBe(
      true,
    );
  });

  it('refuses an unknown condition type', () => {
    expect(policyConditionSchema.safeParse({ type: 'REGISTRY' }).success).toBe(false);
  });
});

describe('conditionSupported', () => {
  it('reports the Windows-only forms as not supported on Linux and Mac, and the rest everywhere', () => {
    for (const type of ['DEFRAG', 'MEDIA', 'SYSTEM_RESTORE', 'WINDOWS_SERVICE'] as const) {
      expect(conditionSupported(type, 'linux')).toBe(false);
      expect(conditionSupported(type, 'mac')).toBe(false);
    }
    for (const type of policyConditionTypes) expect(conditionSupported(type, 'windows')).toBe(true);
    for (const type of [
      'SERVICE_STOPPED',
      'DISK_FREE_BELOW',
      'CPU_ABOVE',
      'MEMORY_ABOVE',
      'AGENT_OFFLINE',
    ] as const) {
      expect(conditionSupported(type, 'linux')).toBe(true);
    }
  });
});

describe('conditionActionSchema', () => {
  it('requires Form and Status to create a ticket', () => {
    const r = conditionActionSchema.safeParse({ type: 'CREATE_TICKET', ticketFormId: 3 });
    expect(r.error?.issues[0]?.path).toEqual(['statusId']);
  });

  it('runs a script with its values or notifies a channel', () => {
    expect(conditionActionSchema.parse({ type: 'RUN_SCRIPT', scriptId: 4 })).toEqual({
      type: 'RUN_SCRIPT',
      scriptId: 4,
      variables: {},
    });
    expect(conditionActionSchema.safeParse({ type: 'NOTIFY_CHANNEL', channelId: 0 }).success).toBe(false);
  });
});
