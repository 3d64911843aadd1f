// Policy routes: policies and their items, device roles, organisation policy maps, device settings
// and the agent's policy. Every change that can alter a device's effective policy is pushed to the
// connected agents at once.
import {
  deviceRolesApi,
  deviceSettingsApi,
  installationDefaultsApi,
  policiesApi,
  policyMapApi,
} from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { OutputSignal } from '../scripts/runs/output-signal.ts';
import { runSignerFor } from '../scripts/runs/run-signing.ts';
import { agentPolicyOf } from './device-policy.ts';
import { deviceSettings, updateDeviceSettings } from './device-settings-service.ts';
import { policiesPolicy as policy } from './policy.ts';
import { pushPolicyVersions } from './policy-delivery.ts';
import {
  POLICY_SCRIPTS_INTERVAL_MS,
  POLICY_SCRIPTS_TASK,
  sweepPolicyScripts,
} from './policy-script-sweep.ts';
import * as policies from './policy-service.ts';
import {
  clearInstallationDefault,
  createRole,
  getPolicyMap,
  listInstallationDefaults,
  listRoles,
  setInstallationDefault,
  setPolicyMap,
} from './role-and-map-service.ts';

export async function policyRoutes(app: FastifyInstance) {
  const { db } = app;
  // The runs a policy's schedule starts only begin; their output is followed through the script run routes.
  const runs = {
    db,
    hub: app.agentHub,
    signer: runSignerFor(app.secrets),
    output: new OutputSignal(),
    log: app.log,
  };
  app.background.schedule({
    name: POLICY_SCRIPTS_TASK,
    intervalMs: POLICY_SCRIPTS_INTERVAL_MS,
    run: () => sweepPolicyScripts(runs),
  });
  /** Runs a change, then tells connected agents; a failed push never fails the change. */
  const changing = async <T>(result: T): Promise<T> => {
    await pushPolicyVersions(db, app.agentHub).catch((err) =>
      app.log.error({ err }, 'could not tell agents of a policy change'),
    );
    return result;
  };

  route(app, policiesApi.list, policy.list, async ({ query }) => policies.listPolicies(db, query));
  route(app, policiesApi.create, policy.create, async ({ body }) => policies.createPolicy(db, body));
  route(app, policiesApi.get, policy.get, async ({ params }) => policies.policyDetail(db, params.id));
  route(app, policiesApi.update, policy.update, async ({ params, body }) =>
    changing(await policies.updatePolicy(db, params.id, body)),
  );
  route(app, policiesApi.putItem, policy.putItem, async ({ params, body }) =>
    changing(await policies.putItem(db, params.id, params.section, params.key, body)),
  );
  route(app, policiesApi.revertItem, policy.revertItem, async ({ params }) =>
    changing(await policies.revertPolicyItem(db, params.id, params.section, params.key)),
  );
  route(app, policiesApi.remove, policy.remove, async ({ params }) => policies.deletePolicy(db, params.id));

  route(app, deviceRolesApi.list, policy.listRoles, async () => listRoles(db));
  route(app, deviceRolesApi.create, policy.createRole, async ({ body }) => createRole(db, body));

  route(app, policyMapApi.get, policy.getMap, async ({ params }) => getPolicyMap(db, params.id));
  route(app, policyMapApi.put, policy.putMap, async ({ params, body }) =>
    changing(await setPolicyMap(db, params.id, body.entries)),
  );

  route(app, installationDefaultsApi.list, policy.listDefaults, async () => listInstallationDefaults(db));
  route(app, installationDefaultsApi.put, policy.putDefault, async ({ params, body }) =>
    changing(await setInstallationDefault(db, params.nodeRoleId, body.policyId)),
  );
  route(app, installationDefaultsApi.clear, policy.clearDefault, async ({ params }) =>
    changing(await clearInstallationDefault(db, params.nodeRoleId)),
  );

  route(app, deviceSettingsApi.get, policy.getDeviceSettings, async ({ params }) =>
    deviceSettings(db, params.id),
  );
  route(app, deviceSettingsApi.update, policy.updateDeviceSettings, async ({ auth, params, body }) =>
    changing(await updateDeviceSettings(db, auth, params.id, body)),
  );
  route(app, deviceSettingsApi.agentPolicy, policy.agentPolicy, async ({ request }) =>
    agentPolicyOf(db, request.device!.id),
  );
}
