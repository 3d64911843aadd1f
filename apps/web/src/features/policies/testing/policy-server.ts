// A stand-in for the policy API in page tests: a parent and a child policy whose views are computed
// by the domain's own merge, so PUT and DELETE of an item answer with the states the server would;
// and the library scripts, ticket forms, statuses and channels the item dialogs pick from.
import {
  type BackupPlanItem,
  type ConditionItem,
  effectivePolicy,
  emptyOverrides,
  type NodeRole,
  type Policy,
  type PolicyDetail,
  type PolicyOverrides,
  type PolicySection,
  revertItem,
} from '@warden/domain';
import { backupPlan } from '@warden/domain/testing/policy-items';
import { pageOfScripts, script, variable } from '../../scripts/testing/script-fixtures.ts';
import { type ApiRequest, mockApi, type RouteHandler } from '../../technicians/testing/mock-api.ts';

export const condition = (name: string, thresholdPercent: number, enabled = true): ConditionItem => ({
  enabled,
  name,
  condition: { type: 'DISK_FREE_BELOW', thresholdPercent, volume: null },
  actions: [],
});

/** The domain's test plan with the dialog's defaults: every 4 hours, revisions kept as given. */
export const planItem = (name: string, keepRevisions = 30): BackupPlanItem => {
  const plan = backupPlan(name);
  return {
    enabled: true,
    plan: {
      ...plan,
      schedule: { ...plan.schedule, interval: 4 },
      retention: { keepRevisions, keepDays: 90 },
    },
  };
};

/** Library scripts: one with a required variable, one with none. */
export const scripts = [
  script(31, 'Rotate logs', {
    variables: [variable('Log directory', 'TEXT', { required: true }), variable('Keep days', 'INTEGER')],
  }),
  script(32, 'Restart nginx'),
];

export const roles: NodeRole[] = [
  { id: 'LINUX_SERVER', name: 'Linux server', nodeClass: 'LINUX_SERVER', builtIn: true },
  { id: 'WINDOWS_SERVER', name: 'Windows server', nodeClass: 'WINDOWS_SERVER', builtIn: true },
];

const policy = (id: number, name: string, parentId: number | null, overrides: PolicyOverrides): Policy => ({
  id,
  name,
  description: '',
  nodeRoleId: 'LINUX_SERVER',
  parentId,
  overrides,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Parent 1 sets the heartbeat, a backup plan and two conditions; child 2 overrides "disk" and owns "cpu". */
export function policyTree() {
  return [
    policy(1, 'Linux baseline', null, {
      ...emptyOverrides(),
      agentSettings: { heartbeatIntervalSeconds: 60 },
      backupPlans: { nightly: planItem('Nightly documents') },
      conditions: { disk: condition('Disk almost full', 10), root: condition('Root volume low', 5) },
    }),
    policy(2, 'Linux web servers', 1, {
      ...emptyOverrides(),
      conditions: { disk: condition('Disk almost full', 20), cpu: condition('Busy CPU', 90) },
    }),
  ];
}

export function mockPolicyApi(extra: Record<string, RouteHandler | object> = {}) {
  const policies = policyTree();
  const chainOf = (id: number): Policy[] => {
    const p = policies.find((x) => x.id === id)!;
    return p.parentId === null ? [p] : [...chainOf(p.parentId), p];
  };
  const detail = (id: number): PolicyDetail => {
    const chain = chainOf(id);
    return {
      policy: chain[chain.length - 1]!,
      chain: chain.map(({ id: pid, name }) => ({ id: pid, name })),
      effective: effectivePolicy(chain),
    };
  };
  const item = (r: ApiRequest, value: unknown) => {
    const p = policies.find((x) => x.id === Number(r.params.id))!;
    const section = r.params.section as PolicySection;
    p.overrides =
      value === undefined
        ? revertItem(p.overrides, section, r.params.key!)
        : { ...p.overrides, [section]: { ...p.overrides[section], [r.params.key!]: value } };
    return detail(p.id);
  };
  return mockApi({
    'GET /device-roles': roles,
    'GET /policies': {
      items: policies.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        nodeRoleId: p.nodeRoleId,
        parentId: p.parentId,
        parentName: policies.find((x) => x.id === p.parentId)?.name ?? null,
        deviceCount: 3,
        updatedAt: p.updatedAt,
      })),
      total: policies.length,
    },
    'GET /policies/:id': (r: ApiRequest) => detail(Number(r.params.id)),
    'PUT /policies/:id/items/:section/:key': (r: ApiRequest) => item(r, r.body),
    'DELETE /policies/:id/items/:section/:key': (r: ApiRequest) => item(r, undefined),
    'GET /scripting/scripts': pageOfScripts(scripts.map(({ body: _body, ...summary }) => summary)),
    'GET /scripting/scripts/:id': (r: ApiRequest) => scripts.find((s) => s.id === Number(r.params.id)),
    'GET /channel/list/brief': [{ id: 5, name: 'On-call Slack', type: 'SLACK' }],
    'GET /ticketing/forms': [
      { id: 3, name: 'Incident', description: '', active: true, isDefault: true, attributes: [] },
    ],
    'GET /ticketing/statuses': [
      {
        id: 1,
        name: 'New',
        parentId: null,
        color: '#336699',
        position: 0,
        solved: false,
        system: true,
        active: true,
      },
    ],
    ...extra,
  });
}
