import { createSecretBox, parseSecretKey, SecretBoxError } from './secret-box';

const hexKey = 'ab'.repeat(32);
const base64Key = Buffer.alloc(32, 9).toString('base64');

describe('secret box', () => {
  it('reads a 32-byte key as 64 hex characters or base64', () => {
    expect(parseSecretKey(hexKey)).toEqual(Buffer.alloc(32, 0xab));
    expect(parseSecretKey(base64Key)).toEqual(Buffer.alloc(32, 9));
    expect(parseSecretKey('ab'.repeat(31))).toBeNull();
    expect(parseSecretKey(Buffer.alloc(31).toString('base64'))).toBeNull();
    expect(parseSecretKey('not a key')).toBeNull();
    expect(() => createSecretBox('short')).toThrow(SecretBoxError);
  });

  it('seals into v1:iv:tag:ciphertext that only the same key opens', () => {
    const box = createSecretBox(hexKey);
    const secret = '{"pixKey":"52998224725","holderName":"Ana Souza"}';

    const sealed = box.seal(secret);

    expect(sealed).toMatch(
      /^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/,
    );
    expect(sealed).not.toContain('52998224725');
    expect(sealed).not.toContain(hexKey);
    expect(box.open(sealed)).toBe(secret);
    expect(box.seal(secret)).not.toBe(sealed);
    expect(() => createSecretBox(base64Key).open(sealed)).toThrow(
      /wrong key or altered value/,
    );
  });

  it('refuses an altered or malformed value', () => {
    const box = createSecretBox(hexKey);
    const [version, iv, tag, data] = box.seal('Ana Souza').split(':');
    const flipped = Buffer.from(data ?? '', 'base64');
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(() =>
      box.open([version, iv, tag, flipped.toString('base64')].join(':')),
    ).toThrow(SecretBoxError);
    expect(() => box.open(['v2', iv, tag, data].join(':'))).toThrow(
      SecretBoxError,
    );
    expect(() => box.open('plain text')).toThrow(SecretBoxError);
  });
});
