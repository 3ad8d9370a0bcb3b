import { IsBoolean, IsNumber, IsString } from 'class-validator';
import type { Settings } from '../../domain/site/Settings';

/**
 * The settings answer as the browser accepts it. Checked at the boundary so a malformed
 * answer becomes an ErrorItem rather than a crash deep inside a page.
 */
export class SettingsDto implements Settings {
  @IsBoolean()
  maintenance_mode!: boolean;

  @IsString()
  currency!: string;

  @IsString()
  currency_symbol!: string;

  @IsNumber()
  pro_multiplication!: number;

  @IsString()
  foundry_name!: string;

  @IsString()
  abbreviation!: string;

  @IsString()
  contact_email!: string;
}
