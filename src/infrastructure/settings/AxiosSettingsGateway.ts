import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/errors/ApiError';
import type { ApiClient } from '../../application/ports/ApiClient';
import type { SettingsGateway } from '../../application/ports/SettingsGateway';
import { TOKENS } from '../../application/tokens';
import type { Settings } from '../../domain/site/Settings';
import { validateSettings } from './validateSettings';

const SETTINGS_PATH = '/settings';

@injectable()
export class AxiosSettingsGateway implements SettingsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async load(): Promise<Settings> {
    const body = await this.api.get<unknown>(SETTINGS_PATH);
    const result = validateSettings(body);
    // A 200 with the wrong shape is still a failure the caller must handle; status 200 says so.
    if (!result.ok) throw new ApiError(result.errors, 200, SETTINGS_PATH);
    return result.settings;
  }
}
