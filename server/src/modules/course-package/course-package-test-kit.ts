import { studioPackagesApi as P } from '@studovna/core/contract/studio';
import type { CoursePackage } from '@studovna/core/studio';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { http } from '../../../test/http';
import type { TestApp } from '../../../test/test-app';
import { multipartBody } from '../assignments/assignment-test-kit';
import { readZip, writeZip } from './package-zip';

/** Exports, reads and imports course packages as the studio's client does. */

export async function exportPackage(t: TestApp, token: string, courseId: number) {
  return http(t.app).call(P.exportPackage, { params: { id: courseId } }, { token });
}

/** A package's course.json and its other files by name. */
export function unpack(zip: Uint8Array): { json: CoursePackage; files: Map<string, Uint8Array> } {
  const read = readZip(zip);
  if ('problem' in read) throw new Error(`not a package: ${read.problem}`);
  const json = JSON.parse(new TextDecoder().decode(read.files.get('course.json'))) as CoursePackage;
  read.files.delete('course.json');
  return { json, files: read.files };
}

/** The bytes of an exported course (its answer must be a zip). */
export async function exportedZip(t: TestApp, token: string, courseId: number): Promise<Uint8Array> {
  const res = await exportPackage(t, token, courseId);
  expect(res.statusCode, res.body).toBe(200);
  return new Uint8Array(res.rawPayload);
}

/** A zip of course.json and the files given. */
export const pack = (json: unknown, files: ReadonlyMap<string, Uint8Array> = new Map()) =>
  writeZip([
    { name: 'course.json', data: new TextEncoder().encode(JSON.stringify(json)) },
    ...[...files].map(([name, data]) => ({ name, data })),
  ]);

export function importPackage(
  t: TestApp,
  token: string,
  zip: Uint8Array,
  name = 'kurz.zip',
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody({}, [
    { name, data: Buffer.from(zip), type: 'application/zip', field: 'file' },
  ]);
  return t.app.inject({
    method: P.importPackage.method,
    url: P.importPackage.path,
    payload,
    headers: {
      host: 'localhost:3000',
      'content-type': contentType,
      authorization: `Bearer ${token}`,
      ...headers,
    },
  });
}

/** The app's database without any course or question: categories and accounts stay. */
export async function withoutCourses(t: TestApp): Promise<void> {
  await t.db.query('delete from questions');
  await t.db.query('delete from courses');
}

/** A cover and a picture of a lesson and a question, and an attachment: a package's files. */
export async function packageFiles(): Promise<Map<string, Uint8Array>> {
  const picture = async (colour: string) =>
    new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    );
  return new Map<string, Uint8Array>([
    ['media/obalka.png', await picture('#3366cc')],
    ['media/schema.png', await picture('#cc6633')],
    ['attachments/pracovni-list.txt', new TextEncoder().encode('Pracovní list: doplň šest analogií.\n')],
  ]);
}

/** A course of every kind of item and every type of question, with pictures in its texts. */
export const everythingPackage = (): CoursePackage => ({
  format: 'studovna-course',
  version: 1,
  course: {
    title: 'Analogie krok za krokem',
    slug: 'analogie-krok-za-krokem',
    excerpt: 'Vztahy mezi slovy.',
    content: '<p>Kurz o analogiích.</p><p><img src="media/schema.png" alt="Schéma vztahů" /></p>',
    categories: ['osp'],
    price: 490,
    sale_price: 390,
    duration: '2 týdny',
    passing_condition: 70,
    retake_count: -1,
    cover: 'media/obalka.png',
    sections: [
      {
        title: 'Úvod',
        description: 'Začínáme.',
        items: [
          {
            type: 'lp_lesson',
            title: 'Co je analogie',
            preview: true,
            duration_minutes: 10,
            content: '<p>Vztah $a : b = c : d$.</p><img src="media/schema.png" alt="Schéma" />',
            video_url: 'https://youtu.be/dQw4w9WgXcQ',
          },
          {
            type: 'lp_quiz',
            title: 'Kvíz z analogií',
            preview: false,
            duration_minutes: 15,
            content: '<p>Pět otázek, každá jiného typu.</p>',
            settings: {
              time_limit_seconds: 600,
              passing_grade: 60,
              retake_count: 2,
              instant_check: true,
              wrong_penalty: '1/3',
              skip_penalty: '0',
            },
            questions: [
              {
                type: 'single_choice',
                title: 'Pták : hnízdo = včela : ?',
                content: '<p><img src="media/schema.png" alt="Nápověda obrázkem" /></p>',
                hint: 'Kde bydlí?',
                explanation: '<p>Včela bydlí v úlu.</p>',
                mark: 2,
                tags: ['analogie', 'bydlení'],
                difficulty: 2,
                options: [
                  { title: 'úl', correct: true },
                  { title: 'med', correct: false },
                ],
              },
              {
                type: 'multi_choice',
                title: 'Které dvojice jsou část a celek?',
                explanation: '<p>Kapitola je částí knihy, list částí stromu.</p>',
                mark: 1.5,
                tags: [],
                options: [
                  { title: 'kapitola : kniha', correct: true },
                  { title: 'list : strom', correct: true },
                  { title: 'nůžky : stříhat', correct: false },
                ],
              },
              {
                type: 'true_or_false',
                title: 'Teplý : horký je stupeň intenzity.',
                explanation: 'Ano.',
                mark: 1,
                tags: ['intenzita'],
                difficulty: 1,
                answer: true,
              },
              {
                type: 'sorting_choice',
                title: 'Seřaď od nejslabšího.',
                explanation: '<p>Vlažný, teplý, horký.</p>',
                mark: 1,
                tags: [],
                ordered: ['vlažný', 'teplý', 'horký'],
              },
              {
                type: 'fill_in_blanks',
                title: 'Doplň analogie.',
                explanation: '<p>Včela žije v úlu, $2 \\cdot 3 = 6$.</p>',
                mark: 3,
                tags: [],
                difficulty: 3,
                text: 'PTÁK : HNÍZDO = VČELA : {{b1}}<br />$2 \\cdot 3 = {{b2}}$, Praha leží na {{b3}}.',
                blanks: [
                  { id: 'b1', comparison: 'equal', answer: 'úl', matchCase: false },
                  { id: 'b2', comparison: 'range', min: 6, max: 6 },
                  { id: 'b3', comparison: 'any', answers: ['Vltavě', 'Vltava'] },
                ],
              },
            ],
          },
        ],
      },
      {
        title: 'Procvičení',
        description: '',
        items: [
          {
            type: 'lp_assignment',
            title: 'Vlastní analogie',
            preview: false,
            duration_minutes: 30,
            content: '<p>Napiš šest analogií.</p>',
            introduction: '<p>Odevzdej jeden soubor.</p>',
            files_amount: 2,
            duration: { format: 'day', time: 3 },
            mark: 10,
            passing_grade: 4.5,
            attachments: [{ name: 'Pracovní list.txt', file: 'attachments/pracovni-list.txt' }],
          },
        ],
      },
    ],
  },
});

/** Courses, items, questions and the uploaded files: what a refused import must leave as it was. */
export async function written(t: TestApp) {
  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  const uploads = join(t.ctx.config.dataDir, 'uploads');
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true });
  return {
    courses: await count('courses'),
    items: await count('items'),
    questions: await count('questions'),
    attachments: await count('assignment_attachments'),
    files: entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort(),
  };
}
