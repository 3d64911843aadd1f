// The browser's place in the URL: read back from parameters (malformed ones name no place), written
// over other parameters, taken from a trail, and rebuilt into a trail from the server's answers.
import { describe, expect, it } from 'vitest';
import { paramsFromPlace, placeFromParams, placeOfTrail, trailOfPlace } from './browse-place.ts';
import type { Trail } from './browse-trail.ts';
import {
  entryFixture,
  folderFixture,
  imagePlan,
  planFixture,
  reportsFolder,
  volumeFixture,
} from './testing/fixtures.ts';

const plan = planFixture();
const documents = { root: true as const, entry: folderFixture() };
const reports = { root: false as const, entry: reportsFolder };
const budget = entryFixture();

describe('the browser place in the URL', () => {
  it('reads a place, nothing without the browser parameters, and not-a-place from malformed ones', () => {
    expect(placeFromParams(new URLSearchParams('plan=11&folder=101&q=report&file=102'))).toEqual({
      plan: 11,
      folder: 101,
      q: 'report',
      file: 102,
    });
    expect(placeFromParams(new URLSearchParams('tab=2'))).toBeNull();
    for (const bad of ['plan=abc', 'plan=-1', 'folder=100', 'plan=11&q=ab', 'plan=11&folder=1.5'])
      expect(placeFromParams(new URLSearchParams(bad)), bad).toBe('invalid');
  });

  it('writes a place over the previous one and keeps other parameters', () => {
    const base = new URLSearchParams('tab=2&plan=11&folder=100&q=old');
    expect(paramsFromPlace({ plan: 11, folder: 101 }, base).toString()).toBe('tab=2&plan=11&folder=101');
    expect(paramsFromPlace(null, base).toString()).toBe('tab=2');
  });

  it('takes the place from the trail: a folder opened from search names that folder alone', () => {
    const search: Trail = [
      { level: 'plans' },
      { level: 'folders', plan },
      { level: 'folder', plan, folder: documents },
      { level: 'search', plan, within: documents, term: 'rep' },
    ];
    expect(placeOfTrail(search)).toEqual({ plan: 11, folder: 100, q: 'rep' });
    expect(
      placeOfTrail([...search, { level: 'revisions', plan, target: { kind: 'file', entry: budget } }]),
    ).toEqual({
      plan: 11,
      folder: 100,
      q: 'rep',
      file: 102,
    });
    expect(placeOfTrail([...search, { level: 'folder', plan, folder: reports }])).toEqual({
      plan: 11,
      folder: 101,
    });
    expect(placeOfTrail([{ level: 'plans' }])).toBeNull();
  });

  it('rebuilds the trail from the plan root down, and none for a place that is not there', () => {
    const trail = trailOfPlace(
      { plan: 11, folder: 101, q: 'bud', file: 102 },
      {
        plans: [plan, imagePlan],
        folderTrail: { root: folderFixture(), entries: [reportsFolder] },
        fileTrail: { root: folderFixture(), entries: [reportsFolder, budget] },
      },
    );
    expect(trail?.map((c) => c.level)).toEqual([
      'plans',
      'folders',
      'folder',
      'folder',
      'search',
      'revisions',
    ]);
    expect(trail?.[4]).toMatchObject({ within: reports, term: 'bud' });
    const volume = volumeFixture();
    expect(
      trailOfPlace({ plan: 12, volume: 200 }, { plans: [imagePlan], volumes: [volume] })?.at(-1),
    ).toEqual({
      level: 'revisions',
      plan: imagePlan,
      target: { kind: 'volume', volume },
    });
    expect(trailOfPlace({ plan: 99 }, { plans: [plan] })).toBeNull();
    expect(trailOfPlace({ plan: 12, folder: 100 }, { plans: [imagePlan] })).toBeNull();
    expect(trailOfPlace({ plan: 11, volume: 200 }, { plans: [plan] })).toBeNull();
    expect(
      trailOfPlace(
        { plan: 11, file: 101 },
        { plans: [plan], fileTrail: { root: folderFixture(), entries: [reportsFolder] } },
      ),
    ).toBeNull();
  });
});
