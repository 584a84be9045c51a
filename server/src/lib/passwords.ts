import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (an ambient const enum the compiler may not read under isolated modules). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification, so an unknown account is not told apart by timing. */
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('studovna-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
