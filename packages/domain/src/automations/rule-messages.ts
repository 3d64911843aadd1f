// The validation messages of automation rules. The first group is the spec's exact text (spec 001,
// section 5); the server uses them too when it checks references against the database.
export const RULE_MESSAGES = {
  deletedOrganizations: 'Must not contain deleted organizations',
  deletedLocations: 'Must not contain deleted locations',
  inactiveForms: 'Must not contain inactive forms',
  deletedUsers: 'Must not contain deleted users',
  positiveInteger: 'Value must be a positive integer',
  lessOrEqual: 'Value must be less than or equal to {max}',

  required: 'Required',
  toEmpty: 'To must not be empty',
  positiveNumber: 'Value must be a positive number',
  fieldNotOffered: 'This field is not offered for this automation type or group',
  unknownStatus: 'This status does not exist',
  unknownAttribute: 'This custom attribute does not exist or is inactive',
  unknownTag: 'This tag does not exist',
  unknownChannel: 'This notification channel does not exist',
  operatorNotAllowed: 'This operator is not allowed for this field',
  noValueExpected: 'This operator takes no value',
  minuteChoice: 'Minutes must be 0, 15, 30 or 45',
  currentUserNotAllowed: 'The current user is not available in time-based automations',
  onceOnly: 'This action may be used only once per rule',
  actionNotOffered: 'This action is not available for this automation type',
  noConditions: 'Response templates have no conditions',
  boardRequired: 'Board rules need columns and a sort order',
  boardOnly: 'Only board rules have columns and a sort order',
  sectionNotOffered: 'Not available for this automation type',
  duplicateColumn: 'Each column may be shown once',
  unitRequired: 'Choose a unit for the reset time',
} as const;

export function lessOrEqualMessage(max: number): string {
  return RULE_MESSAGES.lessOrEqual.replace('{max}', String(max));
}
