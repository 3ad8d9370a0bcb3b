import { inject, injectable } from 'inversify';
import type { ApiClient } from '../../application/ports/ApiClient';
import type { SettingsGateway } from '../../application/ports/SettingsGateway';
import { TOKENS } from '../../application/tokens';
import { getSettings } from '../../contract/settings';
import type { Settings } from '../../application/settings/Settings';
import { parseAnswer } from '../http/parseAnswer';
import { settingsFromAnswer } from './settingsFromAnswer';

const SETTINGS_PATH = '/settings';

@injectable()
export class AxiosSettingsGateway implements SettingsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async load(): Promise<Settings> {
    const answer = await this.api.get<unknown>(SETTINGS_PATH);
    return settingsFromAnswer(parseAnswer(getSettings.response, answer, SETTINGS_PATH));
  }
}
