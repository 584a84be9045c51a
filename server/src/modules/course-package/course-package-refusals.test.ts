import { studioPackagesApi as P } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestLearner } from '../../../test/course-fixtures';
import { http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';
import { everythingPackage, importPackage, pack, packageFiles, written } from './course-package-test-kit';
import { writeZip } from './package-zip';

type Package = ReturnType<typeof everythingPackage>;

/** A zip whose central directory claims each file unpacks to 2 GB (a zip bomb's headers). */
function claimingHuge(zip: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let p = 0; p + 46 <= bytes.length; p++)
    if (view.getUint32(p, true) === 0x02014b50) view.setUint32(p + 24, 0x7fff_ffff, true);
  return bytes;
}

const json = (text: string) => writeZip([{ name: 'course.json', data: new TextEncoder().encode(text) }]);

/**
 * What an import refuses (decision 0025): each time a 400 with a code, a Czech message and, for the
 * package's content, each problem at its path in course.json — and nothing written, files included.
 */
describe.each(testDatabases)('a course package refused, on %s', (kind) => {
  let t: TestApp;
  let instructor: TestLearner;
  let files: Map<string, Uint8Array>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ instructor } = await studioUsers(t));
    files = await packageFiles();
  });
  afterAll(() => t?.close());

  const changed = (change: (p: Package) => void, withFiles = files) => {
    const pkg = everythingPackage();
    change(pkg);
    return pack(pkg, withFiles);
  };
  const without = (name: string) => new Map([...files].filter(([n]) => n !== name));
  const replaced = (name: string, data: Uint8Array) => new Map([...files, [name, data]]);

  it('asks for the file when none is sent', async () => {
    const res = await http(t.app).call(P.importPackage, { body: {} }, { token: instructor.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'studio_package_required',
      message: 'Vyber soubor s balíčkem kurzu (ZIP, pole file).',
    });
  });

  it.each<[string, () => Uint8Array, string, string]>([
    [
      'a file that is not a zip',
      () => new TextEncoder().encode('::Otázka:: Praha je hlavní město. {T}'),
      'studio_package_not_zip',
      'Soubor není balíček kurzu: nejde otevřít jako ZIP.',
    ],
    [
      'half of a zip',
      () => {
        const zip = pack(everythingPackage());
        return zip.subarray(0, zip.length / 2);
      },
      'studio_package_not_zip',
      'Soubor není balíček kurzu: nejde otevřít jako ZIP.',
    ],
    [
      'a zip claiming to unpack to gigabytes',
      () => claimingHuge(pack(everythingPackage())),
      'studio_package_too_large',
      'Balíček je po rozbalení příliš velký: nejvýše 2000 souborů a 300 MB dohromady. Nic jsme neuložili.',
    ],
    [
      'a file named to leave its folder',
      () => writeZip([{ name: '../course.json', data: new Uint8Array([123, 125]) }]),
      'studio_package_file_name',
      'V balíčku je soubor s nepřípustným názvem „../course.json“. Názvy smí obsahovat jen písmena bez diakritiky, číslice, tečky, pomlčky a podtržítka.',
    ],
    [
      'a zip without course.json',
      () => writeZip([{ name: 'kurz.json', data: new Uint8Array([123, 125]) }]),
      'studio_package_no_course',
      'V balíčku chybí soubor course.json s popisem kurzu.',
    ],
    [
      'course.json that is not JSON',
      () => json('{"format": "studovna-course",'),
      'studio_package_json',
      'Soubor course.json v balíčku není platný JSON v kódování UTF-8.',
    ],
    [
      'JSON of something else',
      () => json('{"questions": []}'),
      'studio_package_format',
      'Tohle není balíček kurzu Studovny: course.json musí mít format „studovna-course“ a version 1.',
    ],
    [
      'a package of a newer version',
      () => json('{"format": "studovna-course", "version": 2, "course": {}}'),
      'studio_package_version',
      'Balíček je z novější verze Studovny (verze balíčku 2). Tady jde importovat jen verzi 1.',
    ],
  ])('refuses %s', async (_, zip, code, message) => {
    const before = await written(t);
    const res = await importPackage(t, instructor.token, zip());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code, message, data: { status: 400 } });
    expect(await written(t)).toEqual(before);
  });

  it.each<[string, () => Uint8Array, Record<string, string>]>([
    [
      'a course.json of the wrong shape',
      () =>
        changed((p) => {
          (p.course as { price: unknown }).price = '490';
          delete (p.course as { title?: string }).title;
          p.course.cover = '../obalka.png';
        }),
      {
        'course.price': 'Tento údaj má v balíčku být číslo.',
        'course.title': 'Tento údaj v balíčku chybí.',
        'course.cover': 'Tato hodnota v balíčku není přípustná.',
      },
    ],
    [
      'what the studio’s editors refuse: a sale price, a video, a quiz setting, a question, an assignment',
      () =>
        changed((p) => {
          p.course.sale_price = 500;
          const [lesson, quiz] = p.course.sections[0]!.items as [
            Extract<Package['course']['sections'][0]['items'][0], { type: 'lp_lesson' }>,
            Extract<Package['course']['sections'][0]['items'][0], { type: 'lp_quiz' }>,
          ];
          lesson.video_url = 'https://example.com/video.mp4';
          quiz.settings.passing_grade = 120;
          quiz.questions[0] = {
            ...quiz.questions[0]!,
            options: [
              { title: 'úl', correct: true },
              { title: 'med', correct: true },
            ],
          } as never;
          Object.assign(p.course.sections[1]!.items[0]!, { files_amount: 3 });
        }),
      {
        'course.sale_price': 'Cena ve slevě musí být nižší než běžná cena.',
        'course.sections.0.items.0.video_url':
          'Vlož adresu videa z YouTube nebo Vimea (třeba https://youtu.be/… nebo https://vimeo.com/…), nebo pole nech prázdné.',
        'course.sections.0.items.1.settings.passing_grade': 'Zadej celé procento od 0 do 100.',
        'course.sections.0.items.1.questions.0.options':
          'U výběru jedné odpovědi označ jako správnou právě jednu možnost (teď jich je označených 2).',
        'course.sections.1.items.0.files_amount': 'Počet souborů je celé číslo od 0 do 2.',
      },
    ],
    [
      'a category that is not here',
      () => changed((p) => (p.course.categories = ['osp', 'pravo'])),
      {
        'course.categories.1':
          'Kategorie s adresou „pravo“ tady neexistuje. Založ ji, nebo v balíčku uveď jinou.',
      },
    ],
    [
      'a picture of a text missing from the zip',
      () => changed(() => undefined, without('media/schema.png')),
      {
        'course.content': 'Soubor „media/schema.png“ v balíčku chybí.',
        'course.sections.0.items.0.content': 'Soubor „media/schema.png“ v balíčku chybí.',
        'course.sections.0.items.1.questions.0.content': 'Soubor „media/schema.png“ v balíčku chybí.',
      },
    ],
    [
      'a cover that is not a picture, and an attachment whose content is not its type',
      () =>
        changed(
          () => undefined,
          replaced('attachments/pracovni-list.txt', new Uint8Array([0, 1, 2, 3])).set(
            'media/obalka.png',
            new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
          ),
        ),
      {
        'course.cover': 'Soubor „media/obalka.png“ není obrázek ve formátu JPG, PNG, WebP nebo GIF.',
        'course.sections.1.items.0.attachments.0.file':
          'Příloha „attachments/pracovni-list.txt“ musí být soubor JPG, TXT, ZIP, PDF, DOC, DOCX nebo PPT a její obsah musí odpovídat příponě.',
      },
    ],
    [
      'an attachment missing from the zip',
      () => changed(() => undefined, without('attachments/pracovni-list.txt')),
      {
        'course.sections.1.items.0.attachments.0.file':
          'Soubor „attachments/pracovni-list.txt“ v balíčku chybí.',
      },
    ],
  ])('refuses %s, each problem at its path', async (_, zip, fields) => {
    const before = await written(t);
    const res = await importPackage(t, instructor.token, zip());
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('studio_package_invalid');
    expect(body.message).toBe(
      `Balíček nejde importovat, v course.json nebo v souborech je chyb: ${Object.keys(fields).length}. Oprav je podle seznamu a nahraj ho znovu. Nic jsme neuložili.`,
    );
    expect(body.data.fields).toEqual(fields);
    expect(await written(t)).toEqual(before);
  });

  it('says it in English for an English client', async () => {
    const zip = changed((p) => (p.course.categories = ['pravo']));
    const res = await importPackage(t, instructor.token, zip, 'kurz.zip', { 'client-locale': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The package cannot be imported/);
    expect(res.json().data.fields).toEqual({
      'course.categories.0':
        'There is no category with the address “pravo” here. Create it, or name another in the package.',
    });
  });
});
