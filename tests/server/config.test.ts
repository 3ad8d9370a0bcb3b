import path from 'node:path';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('runs on defaults with an SQLite file under var/', () => {
    const config = loadConfig({}, '/srv/foundry');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/foundry/var',
      database: { dialect: 'sqlite', file: path.join('/srv/foundry/var', 'foundry.sqlite') },
      maintenanceModeOverride: null,
      publicUrl: 'http://localhost:3000',
      foundryName: 'Fieldwork Type Foundry',
      foundryAbbreviation: 'FTF',
      foundryEmail: 'hello@fieldwork.example',
      currency: 'USD',
      currencySymbol: '$',
      proMultiplication: 1.5,
      logLevel: 'info',
      nodeEnv: 'development',
      clientDir: '/srv/foundry/dist/client',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set and reads the overrides', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://shop@db:5432/foundry',
        PORT: '8080',
        MAINTENANCE_MODE: 'true',
        PUBLIC_URL: 'https://fonts.example/',
        PRO_MULTIPLICATION: '2.25',
      },
      '/srv',
    );
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://shop@db:5432/foundry',
    });
    expect(config.port).toBe(8080);
    expect(config.maintenanceModeOverride).toBe(true);
    expect(config.publicUrl).toBe('https://fonts.example');
    expect(config.proMultiplication).toBe(2.25);
  });

  it('fails fast, naming every bad variable at once', () => {
    const attempt = () =>
      loadConfig(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          MAINTENANCE_MODE: 'maybe',
          PUBLIC_URL: 'not a url',
          PRO_MULTIPLICATION: '-1',
          LOG_LEVEL: 'loud',
          CURRENCY: 'dollars',
        },
        '/srv',
      );
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'MAINTENANCE_MODE',
        'PUBLIC_URL',
        'PRO_MULTIPLICATION',
        'LOG_LEVEL',
        'CURRENCY',
      ]) {
        expect(problems).toContain(name);
      }
    }
  });
});

describe('the environment schema', () => {
  it('says what is wrong with each variable in the words an operator reads', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        FOUNDRY_EMAIL: 'nobody',
        STAFF_SESSION_MINUTES: '1',
      });
      expect.unreachable('the configuration must be refused');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 0 to 65535, got "eighty"',
        'FOUNDRY_EMAIL must be an e-mail address, got "nobody"',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
        'STAFF_SESSION_MINUTES must be a whole number from 5 to 10080, got "1"',
      ]);
    }
  });

  it('takes a blank variable for an unset one, and derives the defaults that depend on others', () => {
    const config = loadConfig(
      {
        PORT: ' 8081 ',
        HOST: '',
        NODE_ENV: 'test',
        FOUNDRY_NAME: 'Letters & Co',
        FOUNDRY_EMAIL: 'shop@letters.example',
      },
      '/srv',
    );
    expect(config.port).toBe(8081);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:8081');
    expect(config.logLevel).toBe('silent');
    expect(config.mailFrom).toBe('Letters & Co <shop@letters.example>');
    expect(config.foundryAddress).toEqual(['12 Press Lane', '04109 Leipzig', 'Germany']);
  });

  it('starts one process per core for WEB_CONCURRENCY=auto', () => {
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });
});
