import type { CoursePackage } from './course-package-schema';

/** A small package with one item of each kind: what core's and the server's package tests start from. */
export const examplePackage = (): CoursePackage => ({
  format: 'studovna-course',
  version: 1,
  course: {
    title: 'Analogie pro OSP',
    slug: 'analogie-pro-osp',
    excerpt: 'Vztahy mezi slovy krok za krokem.',
    content: '<p>Kurz o analogiích. <img src="media/obalka.webp" alt="Schéma" /></p>',
    categories: ['osp'],
    price: 490,
    sale_price: 390,
    duration: '2 týdny',
    passing_condition: 80,
    retake_count: 1,
    cover: 'media/obalka.webp',
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
            content: '<p>Vztah $a : b = c : d$.</p>',
            video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
          },
          {
            type: 'lp_quiz',
            title: 'Kvíz: analogie',
            preview: false,
            duration_minutes: 15,
            content: '<p>Pět otázek.</p>',
            settings: {
              time_limit_seconds: 600,
              passing_grade: 60,
              retake_count: -1,
              instant_check: true,
              wrong_penalty: '1/4',
              skip_penalty: '0',
            },
            questions: [
              {
                type: 'single_choice',
                title: 'Pták : hnízdo = včela : ?',
                explanation: '<p>Včela bydlí v úlu.</p>',
                hint: 'Kde bydlí?',
                mark: 2,
                tags: ['analogie'],
                difficulty: 2,
                options: [{ title: 'úl', correct: true }, { title: 'med' }],
              },
              {
                type: 'true_or_false',
                title: 'Analogie je vztah dvou dvojic.',
                explanation: 'Ano.',
                mark: 1,
                tags: [],
                answer: true,
              },
            ],
          },
          {
            type: 'lp_assignment',
            title: 'Vlastní analogie',
            preview: false,
            duration_minutes: 30,
            content: '<p>Napiš šest analogií.</p>',
            introduction: '<p>Odevzdej jeden soubor.</p>',
            files_amount: 1,
            duration: { format: 'day', time: 3 },
            mark: 9,
            passing_grade: 6,
            attachments: [{ name: 'Pracovní list.txt', file: 'attachments/pracovni-list.txt' }],
          },
        ],
      },
    ],
  },
});
