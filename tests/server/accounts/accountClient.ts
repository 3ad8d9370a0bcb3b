import type { TestApp } from '../support/testApp';

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
