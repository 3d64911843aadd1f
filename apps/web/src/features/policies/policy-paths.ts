// The policy pages' paths: the list's tabs and the editor of one policy or a new one of a role.
export const policyTabs = ['agent', 'nms', 'virtualization', 'mdm'] as const;
export type PolicyTab = (typeof policyTabs)[number];

export const policiesTabPath = (tab: PolicyTab) => `/administration/policies/${tab}`;
export const policyEditorPath = (id: number) => `/editor/policy/${id}`;
export const newPolicyPath = (nodeRoleId?: string) =>
  nodeRoleId ? `/editor/policy/new?role=${encodeURIComponent(nodeRoleId)}` : '/editor/policy/new';
