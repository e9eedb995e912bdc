import { DEFAULT_ACCESS_KEY, DEFAULT_ENVELOPE_KEY } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('origin configuration', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      accessKey: DEFAULT_ACCESS_KEY,
      envelopeKey: DEFAULT_ENVELOPE_KEY,
      tokenTtlSeconds: 30 * 24 * 3600,
      requireSignature: true,
      passwordHashCost: 15,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/origin[/\\]data$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@db:5432/pitchside',
      SMTP_URL: 'smtp://mail:25',
      TOKEN_TTL: '3600',
      REQUIRE_SIGNATURE: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://u@db:5432/pitchside',
      smtpUrl: 'smtp://mail:25',
      tokenTtlSeconds: 3600,
      requireSignature: false,
      logLevel: 'warn',
      trustProxy: '10.0.0.0/8',
    });
  });

  it('fails fast naming every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REQUIRE_SIGNATURE: 'yes' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '4' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it.each([
    ['TEST_CONTROLS', 'testControls'],
    ['TEST_STREAMS', 'testStreams'],
  ] as const)('turns %s on only when set to 1, and never in production', (name, key) => {
    expect(loadConfig({})[key]).toBe(false);
    expect(loadConfig({ [name]: '0' })[key]).toBe(false);
    expect(loadConfig({ [name]: '1' })[key]).toBe(true);
    expect(() => loadConfig({ [name]: 'yes' })).toThrow(new RegExp(name));
    expect(() => loadConfig({ [name]: '1', NODE_ENV: 'production' })).toThrow(new RegExp(name));
    expect(loadConfig({ NODE_ENV: 'production' })[key]).toBe(false);
  });
});
