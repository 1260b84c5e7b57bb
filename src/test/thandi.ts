/** Who `employee/me` says signed in: GuardForce's admin Thandi Mokoena, in the given role. */
export const thandi = (role: string, more: Record<string, unknown> = {}) => ({
  id: 2,
  userId: 100002,
  name: 'Thandi',
  surname: 'Mokoena',
  contactNumber: '0821234567',
  emailAddress: 'admin@guardforce.co.za',
  companyId: 3,
  companyName: 'GuardForce Security Services',
  siteId: null,
  siteName: null,
  role,
  ...more,
});
