/** Sign In, Forgot your password, Reset password and Register Company. */
export const auth = {
  login: {
    title: 'Sign In',
    emailAddress: 'Email address',
    password: 'Password',
    signIn: 'Sign In',
    forgot: 'Forgot your password?',
  },
  forgot: {
    title: 'Forgot your password?',
    emailAddress: 'Email address or username',
    send: 'Send Reset Email',
    close: 'Close',
  },
  reset: {
    title: 'Reset password',
    password: 'New password',
    confirmPassword: 'Confirm password',
    update: 'Update',
  },
  register: {
    title: 'Register Company',
    userDetails: 'User details',
    companyDetails: 'Company details',
    fields: {
      userName: 'First name',
      surname: 'Surname',
      emailAddress: 'Email address',
      password: 'Password',
      confirmPassword: 'Confirm password',
      companyName: 'Company name',
      address: 'Address',
      contactPerson: 'Contact person',
      contactNumber: 'Contact number',
      contactEmail: 'Contact email address',
    },
    register: 'Register',
    back: 'Back',
    confirmAction: 'register this company',
  },
};
