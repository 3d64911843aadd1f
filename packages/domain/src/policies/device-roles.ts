// Device roles (nodeRoleId): every device has one; a new device takes its class's built-in role, and
// technicians add roles of their own for a class. Policies and the node-role policy map name roles.
import { z } from 'zod';
import { type NodeClass, nodeClasses } from '../devices/node-class.ts';

/** Built-in roles use their class's name as id; added roles get ids the server mints. */
export const nodeRoleIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _ only, at most 64');
export type NodeRoleId = z.infer<typeof nodeRoleIdSchema>;

export const builtInRoleNames: Record<NodeClass, string> = {
  WINDOWS_WORKSTATION: 'Windows workstation',
  WINDOWS_SERVER: 'Windows server',
  MAC: 'Mac',
  MAC_SERVER: 'Mac server',
  LINUX_WORKSTATION: 'Linux workstation',
  LINUX_SERVER: 'Linux server',
};

export const nodeRoleSchema = z.object({
  id: nodeRoleIdSchema,
  name: z.string(),
  /** The device class the role is for: a device only takes roles of its own class. */
  nodeClass: z.enum(nodeClasses),
  builtIn: z.boolean(),
});
export type NodeRole = z.infer<typeof nodeRoleSchema>;

export const nodeRoleInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(100),
  nodeClass: z.enum(nodeClasses),
});
export type NodeRoleInput = z.infer<typeof nodeRoleInputSchema>;

export const builtInRoles: readonly NodeRole[] = nodeClasses.map((nodeClass) => ({
  id: nodeClass,
  name: builtInRoleNames[nodeClass],
  nodeClass,
  builtIn: true,
}));

/** The role a device of this class gets when it enrols. */
export function defaultRoleFor(nodeClass: NodeClass): NodeRoleId {
  return nodeClass;
}

export function roleFitsDevice(role: Pick<NodeRole, 'nodeClass'>, nodeClass: NodeClass): boolean {
  return role.nodeClass === nodeClass;
}
