import { postJson } from './httpClient';

interface MessageAnswer {
  message: string;
}

/** The password reset: the e-mail with its link, then the new password with the link's code. */
export const profileMethods = {
  async resetPassword(emailAddress: string): Promise<MessageAnswer> {
    const { json } = await postJson('profile/resetPassword', { emailAddress });
    return json as MessageAnswer;
  },
  async resetPasswordWeb(code: string, password: string): Promise<MessageAnswer> {
    const { json } = await postJson('profile/resetPasswordWeb', { code, password });
    return json as MessageAnswer;
  },
};
