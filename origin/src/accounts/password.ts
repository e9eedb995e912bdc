import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function optionsFor(cost: number, blockSize: number, parallelism: number): ScryptOptions {
  const N = 2 ** cost;
  return { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize };
}

/**
 * Salted scrypt of the lowercase MD5 the browser sends (PRODUCT.md §5, DESIGN.md "Passwords").
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` so the cost can rise without breaking old hashes.
 */
export async function hashPassword(passwordMd5: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(passwordMd5, salt, optionsFor(cost, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(passwordMd5: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(
    passwordMd5,
    Buffer.from(salt, 'base64'),
    optionsFor(Number(cost), Number(blockSize), Number(parallelism)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
