import type { TestApp } from '../support/testApp';
import { linkIn, mailTo } from '../mail/outbox';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers through the API (as the checkout does) and returns the login token. */
export async function registerUser(
  testApp: TestApp,
  email: string,
  password = 'correct horse',
): Promise<string> {
  const response = await testApp.api.post('/users/register', { email, password });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * Asks PUT /users to move the account to `newEmail` and returns the code of the link mailed
 * there. Delivers the mail queue.
 */
export async function emailChangeCodeFor(
  testApp: TestApp,
  token: string,
  newEmail: string,
  password = 'correct horse',
): Promise<string> {
  const response = await testApp.api.put(
    '/users',
    { email: newEmail, current_password: password },
    { headers: bearer(token) },
  );
  if (response.statusCode !== 200) throw new Error(`e-mail change failed: ${response.body}`);
  const [mail] = (await mailTo(testApp, newEmail)).slice(-1);
  if (!mail) throw new Error('no e-mail change link');
  const link = linkIn(mail, `${testApp.config.publicUrl}/user/confirm-email?code=`);
  return new URL(link).searchParams.get('code') ?? '';
}
