/** Employees: the list and the employee detail. */
export const employees = {
  employees: {
    title: 'Employees',
    add: 'Add a new Employee',
    new: 'New Employee',
    save: 'Save Employee',
    delete: 'Delete Employee',
    deleteAction: 'delete this employee',
    noSite: 'None',
    qrCode: 'QR code',
    download: 'Download Employee Info',
    infoTitle: 'Employee Info',
    fields: {
      fullName: 'Name',
      name: 'Name',
      surname: 'Surname',
      emailAddress: 'Email Address',
      contactNumber: 'Contact Number',
      password: 'Password',
      confirmPassword: 'Confirm Password',
      site: 'Site',
      role: 'Role',
    },
  },
};
