// The entities a route's parameters may name, how each is loaded, and whom it belongs to. The scope
// guard uses this table for every route, so no handler has to remember an organisation check.

import type { DeviceContext } from '../../agents/device-credential.ts';
import { alertById } from '../../alerts/alert-queries.ts';
import { approvalEntriesByIds, approvalEntryById } from '../../approvals/approval-queries.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { entryOfPlan, visibleRevisionOfPlan } from '../../backup/browse/entry-queries.ts';
import { backupJobById, backupJobOfPlan, planOfDevice } from '../../backup/plans/plan-queries.ts';
import type { Db } from '../../db/database.ts';
import { deviceGroupById } from '../../device-groups/device-group-queries.ts';
import { deviceById, devicesByIds } from '../../devices/device-queries.ts';
import { locationOfOrganization, organizationById } from '../../organizations/organization-queries.ts';
import { roleById } from '../../policies/role-and-map-service.ts';
import { restoreJobByUid } from '../../restore/presenter.ts';
import { roleScopeById, technicianScopeById } from '../../roles/role-scope.ts';
import { scheduledTaskById } from '../../scheduled-tasks/task-queries.ts';
import { scriptRunById } from '../../scripts/runs/run-queries.ts';
import { endUserById } from '../../ticketing/end-user-queries.ts';
import { ticketById } from '../../tickets/ticket-queries.ts';

/** Who is calling: a signed-in technician or a device agent. */
export type Caller = { auth: AuthContext; device?: undefined } | { device: DeviceContext; auth?: undefined };

/**
 * Whom an entity belongs to. organizationIds null means every organisation (an all-organisation
 * role); deviceId is the device an agent must be to reach it.
 */
export interface Owner {
  organizationIds: readonly number[] | null;
  deviceId?: number;
}

type Row<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

/** The row each kind loads, which the handler reads through ctx.entity(kind). */
interface ScopeRows {
  organization: Row<typeof organizationById>;
  location: Row<typeof locationOfOrganization>;
  device: Row<typeof deviceById>;
  deviceGroup: Row<typeof deviceGroupById>;
  plan: Row<typeof planOfDevice>;
  folder: Row<typeof entryOfPlan>;
  file: Row<typeof entryOfPlan>;
  revision: Row<typeof visibleRevisionOfPlan>;
  backupJob: Row<typeof backupJobOfPlan>;
  agentBackupJob: Row<typeof backupJobById>;
  restoreJob: Row<typeof restoreJobByUid>;
  technician: Row<typeof technicianScopeById>;
  role: Row<typeof roleScopeById>;
  endUser: Row<typeof endUserById>;
  ticket: Row<typeof ticketById>;
  scriptRun: Row<typeof scriptRunById>;
  scheduledTask: Row<typeof scheduledTaskById>;
  approval: Row<typeof approvalEntryById>;
  alert: Row<typeof alertById>;
  nodeRole: Row<typeof roleById>;
}

export type ScopeKind = keyof ScopeRows;

interface KindDef<R> {
  /** The name used in the 404 message: "Device not found". */
  what: string;
  /** Ids are integers unless said; restore jobs are named by their UUID, device roles by a key. */
  id?: 'int' | 'uuid' | 'key';
  /** A child kind is loaded within its parent, which the same declaration must name first. */
  parent?: ScopeKind;
  /** id is a number or a uid; parent is the parent kind's row. */
  load: (db: Db, id: never, parent: never) => Promise<R | undefined>;
  /** Many at once, for a field that lists ids; the rows found, by id. */
  loadMany?: (db: Db, ids: number[]) => Promise<Map<number, R>>;
  /** Absent on child kinds: the parent's check covers them. */
  owner?: (row: R) => Owner;
}

const kinds: { [K in ScopeKind]: KindDef<ScopeRows[K]> } = {
  organization: {
    what: 'Organization',
    load: (db, id: number) => organizationById(db, id),
    owner: (row) => ({ organizationIds: [row.id] }),
  },
  location: {
    what: 'Location',
    parent: 'organization',
    load: (db, id: number, org: ScopeRows['organization']) => locationOfOrganization(db, org.id, id),
  },
  device: {
    what: 'Device',
    load: (db, id: number) => deviceById(db, id),
    loadMany: devicesByIds,
    owner: (row) => ({ organizationIds: [row.organizationId], deviceId: row.id }),
  },
  // A group across every organisation is for all-organisation roles only.
  deviceGroup: {
    what: 'Device group',
    load: (db, id: number) => deviceGroupById(db, id),
    owner: (row) => ({ organizationIds: row.organization_id === null ? null : [row.organization_id] }),
  },
  plan: {
    what: 'Backup plan',
    parent: 'device',
    load: (db, id: number, device: ScopeRows['device']) => planOfDevice(db, device.id, id),
  },
  folder: {
    what: 'Folder',
    parent: 'plan',
    load: (db, id: number, plan: ScopeRows['plan']) => entryOfPlan(db, plan.id, id),
  },
  file: {
    what: 'File',
    parent: 'plan',
    load: (db, id: number, plan: ScopeRows['plan']) => entryOfPlan(db, plan.id, id),
  },
  revision: {
    what: 'Revision',
    parent: 'plan',
    load: (db, id: number, plan: ScopeRows['plan']) => visibleRevisionOfPlan(db, plan.id, id),
  },
  backupJob: {
    what: 'Backup job',
    parent: 'plan',
    load: (db, id: number, plan: ScopeRows['plan']) => backupJobOfPlan(db, plan.id, id),
  },
  agentBackupJob: {
    what: 'Backup job',
    load: (db, id: number) => backupJobById(db, id),
    owner: (row) => ({ organizationIds: [row.organization_id], deviceId: row.device_id }),
  },
  restoreJob: {
    what: 'Restore job',
    id: 'uuid',
    load: (db, uid: string) => restoreJobByUid(db, uid),
    owner: (row) => ({
      organizationIds: [row.organization_id, row.source_organization_id],
      deviceId: row.destination_device_id,
    }),
  },
  technician: {
    what: 'Technician',
    load: (db, id: number) => technicianScopeById(db, id),
    owner: (row) => ({ organizationIds: row.organizationIds }),
  },
  role: {
    what: 'Role',
    load: (db, id: number) => roleScopeById(db, id),
    owner: (row) => ({ organizationIds: row.organizationIds }),
  },
  // A person without an organisation (an unknown sender's contact) is for all-organisation roles only.
  endUser: {
    what: 'End user',
    load: (db, id: number) => endUserById(db, id),
    owner: (row) => ({ organizationIds: row.organization_id === null ? null : [row.organization_id] }),
  },
  // A ticket without an organisation (mail from an unknown sender) is for all-organisation roles only.
  ticket: {
    what: 'Ticket',
    load: (db, id: number) => ticketById(db, id),
    owner: (row) => ({ organizationIds: row.organization_id === null ? null : [row.organization_id] }),
  },
  scriptRun: {
    what: 'Script run',
    load: (db, id: number) => scriptRunById(db, id),
    owner: (row) => ({ organizationIds: [row.organization_id], deviceId: row.device_id }),
  },
  // Every organisation its targets are in; a group across all organisations is for all-organisation roles.
  scheduledTask: {
    what: 'Scheduled task',
    load: (db, id: number) => scheduledTaskById(db, id),
    owner: (row) => ({ organizationIds: row.organizationIds }),
  },
  // A node approval entry; approve, reject and clear name many at once.
  approval: {
    what: 'Approval entry',
    load: (db, id: number) => approvalEntryById(db, id),
    loadMany: approvalEntriesByIds,
    owner: (row) => ({ organizationIds: [row.organization_id] }),
  },
  alert: {
    what: 'Alert',
    load: (db, id: number) => alertById(db, id),
    owner: (row) => ({ organizationIds: [row.organization_id], deviceId: row.device_id }),
  },
  // A device role is the installation's: what is set on it (its default policy) reaches every
  // organisation, so it is for all-organisation roles only.
  nodeRole: {
    what: 'Device role',
    id: 'key',
    load: (db, id: string) => roleById(db, id),
    owner: () => ({ organizationIds: null }),
  },
};

/** The rows a route's declared parameters named, by kind, for its handler. */
export type ScopedEntities = { [K in ScopeKind]?: ScopeRows[K] };

export function kindDef(kind: ScopeKind): KindDef<unknown> {
  return kinds[kind] as KindDef<unknown>;
}

/** A technician sees an entity when they see every organisation it belongs to; an agent, its own. */
export function callerMayReach(caller: Caller, owner: Owner): boolean {
  if (caller.device) return owner.deviceId === caller.device.id;
  const visible = caller.auth.role?.organizationIds;
  if (!caller.auth.role) return false;
  if (visible === null) return true;
  if (owner.organizationIds === null) return false;
  return owner.organizationIds.every((id) => visible?.includes(id));
}
