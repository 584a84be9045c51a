import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { usersApi } from '@studovna/core/contract';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, LP, type Caller } from '../../../test/course-fixtures';
import { multipartBody } from '../assignments/assignment-test-kit';
import {
  avatarFilesOnDisk,
  fetchPath,
  pixelAt,
  pngOf,
  postProfile,
  storedProfile,
  uprightPhotoJpeg,
} from './profile-test-kit';

/** POST /users/{id}: the general tab of Settings (SPEC §2, §5) with the profile picture. */
describe.each(testDatabases)('profile on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const userOf = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return usersApi.updateUser.response.parse(res.json());
  };

  it('saves names and bio as plain text; the display name follows the nickname', async () => {
    const me = await registerLearner(t.app);
    const saved = userOf(
      await postProfile(t, me.id, me.token, {
        first_name: '  Jana ',
        last_name: 'Nováková',
        nickname: ' <b>Janička</b> ',
        description: '  Chystám se na <script>alert(1)</script>přijímačky.<br>Držte palce!  ',
      }),
    );
    expect(saved).toMatchObject({
      id: me.id,
      name: 'Janička',
      username: me.username,
      first_name: 'Jana',
      last_name: 'Nováková',
      nickname: 'Janička',
      description: 'Chystám se na přijímačky.\nDržte palce!',
      avatar_url: '',
    });
    const read = await api.get(`/users/${me.id}`, me.token);
    expect(read.json()).toEqual(saved);
    // fields left out keep their value
    const again = userOf(await postProfile(t, me.id, me.token, { last_name: 'Novotná' }));
    expect(again).toMatchObject({ first_name: 'Jana', last_name: 'Novotná', nickname: 'Janička' });
  });

  it('another learner’s profile is 403 and stays as it was; a guest gets 401', async () => {
    const me = await registerLearner(t.app);
    const other = await registerLearner(t.app);
    const before = await storedProfile(t, other.id);
    const png = { name: 'a.png', data: await pngOf(64, 64), type: 'image/png' };
    const res = await postProfile(t, other.id, me.token, { nickname: 'Převzato' }, png);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'rest_user_cannot_edit', data: { status: 403 } });
    const guest = await postProfile(t, other.id, undefined, { nickname: 'Host' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Akce vyžaduje přihlášený účet');
    expect(await storedProfile(t, other.id)).toEqual(before);
    expect(await storedProfile(t, me.id)).toMatchObject({ nickname: me.username, avatar_path: null });
  });

  it('a blank nickname is refused with the message of SPEC §5 and nothing changes', async () => {
    const me = await registerLearner(t.app);
    const before = await storedProfile(t, me.id);
    const onDisk = await avatarFilesOnDisk(t);
    for (const nickname of ['', '   ', '<b> </b>']) {
      const res = await postProfile(
        t,
        me.id,
        me.token,
        { first_name: 'Změna', nickname },
        { name: 'a.png', data: await pngOf(64, 64), type: 'image/png' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'settings_invalid',
        message: 'Přezdívka nesmí být prázdná.',
        data: { status: 400 },
      });
    }
    expect(await storedProfile(t, me.id)).toEqual(before);
    expect(await avatarFilesOnDisk(t)).toEqual(onDisk);
  });

  it('an avatar that is not an image is refused by its content, whatever its name and type', async () => {
    const me = await registerLearner(t.app);
    const before = await storedProfile(t, me.id);
    const onDisk = await avatarFilesOnDisk(t);
    const fakes = [
      { name: 'fotka.png', data: Buffer.from('Tohle není obrázek, jen text.\n'), type: 'image/png' },
      {
        name: 'vektor.png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>'),
        type: 'image/png',
      },
      // a real PNG signature with nothing decodable after it
      { name: 'rozbity.png', data: (await pngOf(64, 64)).subarray(0, 40), type: 'image/png' },
      {
        name: 'obrazek.tif',
        data: await sharp(await pngOf(8, 8))
          .tiff()
          .toBuffer(),
      },
    ];
    for (const fake of fakes) {
      const res = await postProfile(t, me.id, me.token, { nickname: 'Nová' }, fake);
      expect(res.statusCode, fake.name).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'avatar_not_image',
        message: 'Profilový obrázek musí být obrázek ve formátu JPG, PNG, WebP nebo GIF.',
      });
    }
    expect(await storedProfile(t, me.id)).toEqual(before);
    expect(await avatarFilesOnDisk(t)).toEqual(onDisk);
  });

  it('an avatar over its size limit is refused with the upload message naming that limit', async () => {
    const me = await registerLearner(t.app);
    const { avatarMaxBytes, uploadMaxFileBytes } = t.ctx.config;
    expect(avatarMaxBytes).toBeLessThan(uploadMaxFileBytes);
    for (const size of [avatarMaxBytes, uploadMaxFileBytes]) {
      const big = Buffer.concat([await pngOf(8, 8), Buffer.alloc(size)]);
      const res = await postProfile(
        t,
        me.id,
        me.token,
        { nickname: 'Velká' },
        { name: 'velka.png', data: big },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'upload_file_too_large',
        message: 'Soubor „velka.png“ je příliš velký. Největší povolená velikost souboru je 2 MB.',
      });
    }
    expect(await storedProfile(t, me.id)).toMatchObject({ nickname: me.username, avatar_path: null });
  });

  it('a real picture is stored as a 256 × 256 WebP and served; the next one replaces it', async () => {
    const me = await registerLearner(t.app);
    const png = { name: 'portret.png', data: await pngOf(800, 600, '#22aa44'), type: 'image/png' };
    const first = userOf(await postProfile(t, me.id, me.token, { nickname: 'Obrázková' }, png));
    expect(first.name).toBe('Obrázková');
    expect(first.avatar_url).toMatch(
      /^http:\/\/localhost:3000\/wp-content\/uploads\/avatars\/[A-Za-z0-9_-]{24}\.webp$/,
    );
    const served = await fetchPath(t, first.avatar_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(await pixelAt(served.rawPayload, 128, 128)).toEqual([
      expect.closeTo(0x22, -1),
      expect.closeTo(0xaa, -1),
      expect.closeTo(0x44, -1),
    ]);
    expect((await api.get(`/users/${me.id}`, me.token)).json().avatar_url).toBe(first.avatar_url);

    // a phone photo: turned upright by its orientation, its EXIF (author) not kept
    const photo = await uprightPhotoJpeg();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Jana');
    const second = userOf(
      await postProfile(t, me.id, me.token, {}, { name: 'IMG_0001.JPG', data: photo, type: 'image/jpeg' }),
    );
    expect(second.avatar_url).not.toBe(first.avatar_url);
    expect((await fetchPath(t, first.avatar_url)).statusCode).toBe(404);
    const upright = (await fetchPath(t, second.avatar_url)).rawPayload;
    const uprightMeta = await sharp(upright).metadata();
    expect([uprightMeta.width, uprightMeta.height, uprightMeta.exif, uprightMeta.orientation]).toEqual([
      256,
      256,
      undefined,
      undefined,
    ]);
    const [top, bottom] = [await pixelAt(upright, 128, 10), await pixelAt(upright, 128, 245)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(50);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(50);
    const fileOf = (url: string) => url.split('/avatars/')[1];
    expect(await avatarFilesOnDisk(t)).toContain(fileOf(second.avatar_url));
    expect(await avatarFilesOnDisk(t)).not.toContain(fileOf(first.avatar_url));
  });

  it('an empty file input means no new picture; a file in another field is refused', async () => {
    const me = await registerLearner(t.app);
    const withPicture = userOf(
      await postProfile(t, me.id, me.token, {}, { name: 'a.png', data: await pngOf(300, 300) }),
    );
    const kept = userOf(
      await postProfile(
        t,
        me.id,
        me.token,
        { nickname: 'Beze změny obrázku' },
        { name: '', data: Buffer.alloc(0) },
      ),
    );
    expect(kept.avatar_url).toBe(withPicture.avatar_url);
    const { payload, contentType } = multipartBody({ nickname: 'Jiné pole' }, [
      { name: 'a.png', data: await pngOf(64, 64), field: 'file' },
    ]);
    const other = await t.app.inject({
      method: 'POST',
      url: `${LP}/users/${me.id}`,
      payload,
      headers: { host: 'localhost:3000', 'content-type': contentType, authorization: `Bearer ${me.token}` },
    });
    expect(other.statusCode).toBe(400);
    expect(await storedProfile(t, me.id)).toMatchObject({ nickname: 'Beze změny obrázku' });
  });
});
