// Division settings: name, feature flags and the get-started video, read in every session and changed
// only by settings managers.
import { featureFlagDefaults } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const video = 'https://www.youtube-nocookie.com/embed/abc123';
const base = { name: 'Contoso IT', features: featureFlagDefaults };
const brandingNow = async () => (await t.admin.get('/api/auth/session')).json().divisionConfig.branding;

describe('division settings', () => {
  it('saves the name, flags and video, and keeps the video when a save leaves it out', async () => {
    const put = await t.admin.put('/api/division/settings', { ...base, backupVideoUrl: video });
    expect(put.statusCode).toBe(200);
    expect(put.json().name).toBe('Contoso IT');
    expect((await brandingNow()).backupVideoUrl).toBe(video);
    await t.admin.put('/api/division/settings', { ...base, name: 'Contoso' });
    expect((await brandingNow()).backupVideoUrl).toBe(video);
    await t.admin.put('/api/division/settings', { ...base, backupVideoUrl: '' });
    expect((await brandingNow()).backupVideoUrl).toBeNull();
  });

  it('refuses an address that is not http or https, naming the field, and changes nothing', async () => {
    await t.admin.put('/api/division/settings', { ...base, backupVideoUrl: video });
    const res = await t.admin.put('/api/division/settings', {
      ...base,
      name: 'Changed',
      backupVideoUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('backupVideoUrl');
    expect((await t.admin.get('/api/division/settings')).json().name).toBe('Contoso IT');
    expect((await brandingNow()).backupVideoUrl).toBe(video);
  });

  it('lets only settings managers change them', async () => {
    const tech = await t.admin.technicianWith(['canManageBackup']);
    expect((await tech.put('/api/division/settings', base)).statusCode).toBe(403);
    const manager = await t.admin.technicianWith(['canManageSettings']);
    expect((await manager.put('/api/division/settings', { ...base, name: 'Managed' })).statusCode).toBe(200);
  });
});
