import { describe, expect, it } from 'vitest';
import { isEligibleRestoreDestination, originalLocationDefault } from './restore-destinations.ts';

const flags = { macff: false, linux_backup: true };
const auto = { mode: 'AUTOMATIC' as const, nodeIds: [] };

describe('restore destinations', () => {
  it('offers only online devices with backup enabled', () => {
    const d = { id: 1, nodeClass: 'WINDOWS_SERVER' as const, online: true, lockhartEnabled: true };
    expect(isEligibleRestoreDestination(d, flags, auto)).toBe(true);
    expect(isEligibleRestoreDestination({ ...d, online: false }, flags, auto)).toBe(false);
    expect(isEligibleRestoreDestination({ ...d, lockhartEnabled: false }, flags, auto)).toBe(false);
  });

  it('offers Macs only under macff and Linux only under linux_backup', () => {
    const mac = { id: 2, nodeClass: 'MAC' as const, online: true, lockhartEnabled: true };
    const linux = { id: 3, nodeClass: 'LINUX_SERVER' as const, online: true, lockhartEnabled: true };
    expect(isEligibleRestoreDestination(mac, flags, auto)).toBe(false);
    expect(isEligibleRestoreDestination(mac, { ...flags, macff: true }, auto)).toBe(true);
    expect(isEligibleRestoreDestination(linux, { ...flags, linux_backup: false }, auto)).toBe(false);
  });

  it("honours the client's MANUAL mode", () => {
    const d = { id: 7, nodeClass: 'WINDOWS_WORKSTATION' as const, online: true, lockhartEnabled: true };
    expect(isEligibleRestoreDestination(d, flags, { mode: 'MANUAL', nodeIds: [8] })).toBe(false);
    expect(isEligibleRestoreDestination(d, flags, { mode: 'MANUAL', nodeIds: [7] })).toBe(true);
  });

  it('defaults Original Location on only for one root folder under the flag', () => {
    expect(originalLocationDefault(true, 1)).toBe(true);
    expect(originalLocationDefault(true, 2)).toBe(false);
    expect(originalLocationDefault(false, 1)).toBe(false);
  });
});
