// The sample device fields form: required and optional fields as spec 001 lists them.
import { describe, expect, it } from 'vitest';
import { requiredSampleDeviceFields, sampleDeviceFieldsSchema } from './sample-device-fields.ts';

const required = {
  deviceIdentifier: 'dev-1',
  ipAddress: '10.0.0.5',
  managementLink: 'https://console.example.com/device/1',
  name: 'web-1',
  osType: 'LINUX',
};

describe('sampleDeviceFieldsSchema', () => {
  it('accepts the five required fields alone', () => {
    expect(sampleDeviceFieldsSchema.parse(required)).toEqual(required);
  });

  it('names each required field that is missing', () => {
    const r = sampleDeviceFieldsSchema.safeParse({});
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual([...requiredSampleDeviceFields].sort());
  });

  it('says what is wrong in one message per field: required, or an invalid IP address or link', () => {
    const message = (input: object, field: string) =>
      sampleDeviceFieldsSchema
        .safeParse({ ...required, ...input })
        .error?.issues.find((i) => i.path[0] === field)?.message;
    expect(message({ ipAddress: '' }, 'ipAddress')).toBe('Required');
    expect(message({ ipAddress: '10.0.0.x' }, 'ipAddress')).toBe('Invalid IP address');
    expect(message({ ipAddress: '::1' }, 'ipAddress')).toBeUndefined();
    expect(message({ defaultGateway: '300.1.1.1' }, 'defaultGateway')).toBe('Invalid IP address');
    expect(message({ managementLink: '' }, 'managementLink')).toBe('Required');
    expect(message({ managementLink: 'ftp://nas.example.com' }, 'managementLink')).toBe('Invalid URL');
  });

  it('accepts the optional fields with the spec spelling cpuSPeed', () => {
    const full = {
      ...required,
      cpuSPeed: '2.4 GHz',
      defaultGateway: '10.0.0.1',
      lastLoginName: 'alice',
      localHardDrives: 'sda 512 GB',
      macAddress: '00:1A:2B:3C:4D:5E',
      model: 'R640',
      osInfo: 'Debian 12',
      ram: '32 GB',
      serialNumber: 'SN123',
    };
    expect(sampleDeviceFieldsSchema.parse(full)).toEqual(full);
  });

  it('refuses a bad IP address, link, MAC address or an unknown field', () => {
    const paths = (input: object) =>
      sampleDeviceFieldsSchema.safeParse({ ...required, ...input }).error?.issues.map((i) => i.path[0]);
    expect(paths({ ipAddress: '300.1.1.1' })).toEqual(['ipAddress']);
    expect(paths({ managementLink: 'javascript:alert(1)' })).toEqual(['managementLink']);
    expect(paths({ macAddress: 'zz:zz' })).toEqual(['macAddress']);
    expect(paths({ cpuSpeed: '2 GHz' })).toEqual([undefined]);
  });
});
