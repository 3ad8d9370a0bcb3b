import type { APIRequestContext } from '@playwright/test';

/** A fresh address per call, so journeys never collide in the shared e2e database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * Creates an account through `POST /api/v1/users/register` (checkout, where accounts are
 * normally made, comes later). Non-GET calls need the XSRF cookie echoed in the header,
 * so a GET first lets the server set it.
 */
export async function registerUser(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  await request.get('/api/v1/settings');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post('/api/v1/users/register', {
    data: { email, password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (!response.ok()) {
    throw new Error(`register ${email}: ${response.status()} ${await response.text()}`);
  }
}
